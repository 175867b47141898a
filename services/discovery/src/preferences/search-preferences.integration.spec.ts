import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { searchPath } from '../testing/discovery-builders';
import { startDiscoveryHarness } from '../testing/start-discovery-harness';

const preferences = {
  preferredRoles: ['director', 'editor'],
  preferredLocations: ['Lisbon'],
  preferredProjectTypes: ['documentary'],
  preferredBudgetRanges: ['1k_5k'],
};

describe('search preferences and history', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
  });
  afterAll(() => harness?.stop());

  const save = (user: TestUser, body: unknown) =>
    harness.request('/api/discovery/preferences', { method: 'PUT', as: user, body });

  it('a user without a record has no preferences (not an error)', async () => {
    const user = await harness.createUser();
    const response = await harness.request('/api/discovery/preferences', { as: user });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      preferredRoles: [],
      preferredLocations: [],
      preferredProjectTypes: [],
      preferredBudgetRanges: [],
      updatedAt: null,
    });
  });

  it('saves the preferences and answers them on the next read', async () => {
    const user = await harness.createUser();
    const saved = await save(user, preferences);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...preferences, updatedAt: expect.any(String) });
    expect((await harness.request('/api/discovery/preferences', { as: user })).body).toEqual(
      saved.body,
    );

    const cleared = await save(user, { ...preferences, preferredRoles: [] });
    expect(cleared.body.preferredRoles).toEqual([]);
  });

  it('refuses bad preferences with the error envelope and keeps the saved ones', async () => {
    const user = await harness.createUser();
    await save(user, preferences);
    for (const body of [
      { ...preferences, preferredRoles: ['wizard'] },
      { ...preferences, preferredBudgetRanges: ['priceless'] },
      { ...preferences, extra: true },
      { preferredRoles: ['director'] },
      { ...preferences, preferredLocations: ['x'.repeat(201)] },
    ]) {
      const response = await save(user, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await harness.request('/api/discovery/preferences', { as: user })).body).toMatchObject(
      preferences,
    );
  });

  it('records searches with words or filters, newest first, keeping 50', async () => {
    const user = await harness.createUser();
    await harness.request(searchPath({}), { as: user });
    expect((await harness.request('/api/discovery/history', { as: user })).body.entries).toEqual(
      [],
    );

    for (let n = 1; n <= 52; n++) {
      const response = await harness.request(
        searchPath({
          q: `query ${n}`,
          ...(n === 52 ? { requiredRoles: 'editor', availabilityStatus: 'any' } : {}),
        }),
        { as: user },
      );
      expect(response.status).toBe(200);
    }
    const { entries } = (await harness.request('/api/discovery/history', { as: user })).body;
    expect(entries).toHaveLength(50);
    expect(entries[0]).toEqual({
      query: 'query 52',
      filters: { requiredRoles: ['editor'] },
      timestamp: expect.any(String),
    });
    expect(entries[49].query).toBe('query 3');
  });

  it('a refused search joins no history', async () => {
    const user = await harness.createUser();
    await harness.request(searchPath({ q: 'x', projectTypes: 'space_opera' }), { as: user });
    expect((await harness.request('/api/discovery/history', { as: user })).body.entries).toEqual(
      [],
    );
  });

  describe('authorization', () => {
    it.each([
      ['GET', '/api/discovery/preferences'],
      ['PUT', '/api/discovery/preferences'],
      ['GET', '/api/discovery/history'],
      ['GET', '/api/discovery/search'],
      ['GET', '/api/discovery/recommendations'],
      ['GET', '/api/discovery/myspace/created'],
      ['GET', '/api/discovery/myspace/collaborated'],
    ])('%s %s needs a signed-in user', async (method, path) => {
      const response = await harness.request(path, {
        method,
        ...(method === 'PUT' ? { body: preferences } : {}),
      });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it("a user's save and searches change only their own record", async () => {
      const owner = await harness.createUser();
      const other = await harness.createUser();
      await save(owner, preferences);
      await harness.request(searchPath({ q: 'mine' }), { as: owner });
      expect(
        (await harness.request('/api/discovery/preferences', { as: other })).body.updatedAt,
      ).toBeNull();
      expect((await harness.request('/api/discovery/history', { as: other })).body.entries).toEqual(
        [],
      );
    });

    it('an expired or foreign token changes nothing', async () => {
      const owner = await harness.createUser();
      const response = await harness.request('/api/discovery/preferences', {
        method: 'PUT',
        token: `${owner.token}x`,
        body: preferences,
      });
      expect(response.status).toBe(401);
      expect(
        (await harness.request('/api/discovery/preferences', { as: owner })).body.updatedAt,
      ).toBeNull();
    });
  });
});
