import { randomUUID } from 'node:crypto';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import {
  aProfileCard,
  aProject,
  anOpportunity,
  publishOpportunity,
  publishProfile,
  publishProject,
  searchPath,
} from '../testing/discovery-builders';
import { startDiscoveryHarness } from '../testing/start-discovery-harness';

/** A place nobody else uses, so each test sees only its own entries. */
const uniquePlace = () => `Town${randomUUID().replace(/-/g, '').slice(0, 8)}`;

describe('recommendations', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
  });
  afterAll(() => harness?.stop());

  const recommendations = async (user: TestUser) => {
    const response = await harness.request('/api/discovery/recommendations', { as: user });
    expect(response.status).toBe(200);
    return response.body.recommendations as {
      resultType: string;
      resultId: string;
      matchScore: number;
      explanation: string;
    }[];
  };

  it('a user with nothing to go on gets none', async () => {
    expect(await recommendations(await harness.createUser())).toEqual([]);
  });

  it("recommends from saved preferences with a one-line reason ('Director in Lisbon, matches your saved role')", async () => {
    const place = uniquePlace();
    const user = await harness.createUser();
    const director = await publishProfile(
      harness,
      aProfileCard({ primaryRole: 'director', location: place }),
    );
    await publishProfile(harness, aProfileCard({ primaryRole: 'actor', location: place }));
    await harness.waitForConsumersIdle();
    await harness.request('/api/discovery/preferences', {
      method: 'PUT',
      as: user,
      body: {
        preferredRoles: ['director'],
        preferredLocations: [],
        preferredProjectTypes: [],
        preferredBudgetRanges: [],
      },
    });
    const found = (await recommendations(user)).filter((r) => r.resultId === director.userId);
    expect(found).toEqual([
      expect.objectContaining({
        resultType: 'collaborator',
        matchScore: 75,
        explanation: `Director in ${place}, matches your saved role`,
      }),
    ]);
  });

  it('uses the user’s own role and location and recent searches; keeps above 70, best first, at most 6', async () => {
    const place = uniquePlace();
    const user = await harness.createUser();
    await publishProfile(
      harness,
      aProfileCard({ userId: user.id, primaryRole: 'editor', location: place }),
    );
    const creator = randomUUID();
    const projects = [];
    for (let n = 0; n < 8; n++) {
      projects.push(
        await publishProject(
          harness,
          aProject({
            creatorId: creator,
            title: `Cut ${n}`,
            requiredRoles: ['editor'],
            location: place,
          }),
        ),
      );
    }
    const searched = await publishProject(
      harness,
      aProject({
        creatorId: creator,
        title: 'Harbour lights',
        requiredRoles: ['editor'],
        location: place,
      }),
    );
    // Needs the role but elsewhere: 70, not above it.
    const elsewhere = await publishProject(
      harness,
      aProject({
        creatorId: creator,
        title: 'Far',
        requiredRoles: ['editor'],
        location: 'Nowhere',
      }),
    );
    await publishOpportunity(
      harness,
      anOpportunity(elsewhere, { role: 'editor', location: 'Nowhere' }),
    );
    await harness.waitForConsumersIdle();
    await harness.request(searchPath({ q: 'harbour lights' }), { as: user });

    const list = await recommendations(user);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({
      resultId: searched.id,
      matchScore: 95,
      explanation: `Short film in ${place}, needs an editor like you, near you, like your search 'harbour lights'`,
    });
    expect(list.slice(1).every((r) => r.matchScore === 85)).toBe(true);
    expect(list.some((r) => r.resultId === elsewhere.id)).toBe(false);
    expect(list.every((r) => r.matchScore > 70)).toBe(true);
  });

  it('never recommends the user’s own projects nor planning ones', async () => {
    const place = uniquePlace();
    const user = await harness.createUser();
    await publishProfile(
      harness,
      aProfileCard({ userId: user.id, primaryRole: 'composer', location: place }),
    );
    await publishProject(
      harness,
      aProject({ creatorId: user.id, requiredRoles: ['composer'], location: place }),
    );
    await publishProject(
      harness,
      aProject({ status: 'planning', requiredRoles: ['composer'], location: place }),
    );
    await harness.waitForConsumersIdle();
    expect(await recommendations(user)).toEqual([]);
  });
});
