import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { registerUser, startContestHarness } from '../testing/contest-test-setup';

describe('VIP claims', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startContestHarness();
  });
  afterAll(() => harness?.stop());

  it("logs a signed-in claim with user, e-mail and session id; the user sees they're on the list", async () => {
    const user = await registerUser(harness, 'vip');
    const admin = await registerUser(harness, 'ops', ['user', 'contest-admin']);
    expect((await harness.request('/api/contest/me', { as: user })).body).toEqual({
      judge: false,
      operator: false,
      vip: { claimed: false, claimedAt: null },
    });
    const claimed = await harness.request('/api/contest/vip-claims', {
      method: 'POST',
      as: user,
      body: { sessionId: 'session-1' },
    });
    expect(claimed.status).toBe(204);
    const anonymous = await harness.request('/api/contest/vip-claims', {
      method: 'POST',
      body: { sessionId: 'visitor-session' },
    });
    expect(anonymous.status).toBe(204);
    const me = (await harness.request('/api/contest/me', { as: user })).body;
    expect(me.vip).toEqual({ claimed: true, claimedAt: expect.any(String) });

    const exported = await harness.request('/api/contest/admin/vip-claims', { as: admin });
    expect(exported.status).toBe(200);
    expect(exported.body.claims).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: user.id,
          userEmail: user.email,
          sessionId: 'session-1',
          featureName: 'vip_priority_list_signup',
        }),
        expect.objectContaining({ userId: null, userEmail: null, sessionId: 'visitor-session' }),
      ]),
    );
  });

  it('refuses a claim without a session id and changes nothing', async () => {
    const admin = await registerUser(harness, 'ops2', ['user', 'contest-admin']);
    const before = (await harness.request('/api/contest/admin/vip-claims', { as: admin })).body.claims.length;
    for (const body of [{}, { sessionId: '' }, { sessionId: 'x'.repeat(201) }]) {
      const { status, body: error } = await harness.request('/api/contest/vip-claims', {
        method: 'POST',
        body,
      });
      expect(status).toBe(400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    const after = (await harness.request('/api/contest/admin/vip-claims', { as: admin })).body.claims.length;
    expect(after).toBe(before);
  });

  /**
   * Authorization matrix: who may call each protected operation (a refusal must be the one the
   * row names; "ok" means the guard let the request through to its own rules).
   */
  it.each([
    ['GET', '/api/contest/admin/vip-claims', undefined],
    ['GET', '/api/contest/me', undefined],
    ['POST', '/api/contest/films/upload-url', { contentType: 'video/mp4', size: 10 }],
    ['POST', '/api/contest/films/captions-upload-url', { size: 10 }],
    ['POST', '/api/contest/films/uploads', { contentType: 'video/mp4', size: 10 }],
    ['GET', '/api/contest/films/uploads/some-upload', undefined],
    ['POST', '/api/contest/films/uploads/some-upload/chunks/0', undefined],
    ['POST', '/api/contest/films', { title: 'x', videoKey: 'pending/x' }],
    ['PUT', '/api/contest/films/some-film/rating', { rating: 3 }],
    ['PUT', '/api/contest/films/some-film/judge-score', { scores: { story: 1, craft: 1, performance: 1, originality: 1 } }],
    ['DELETE', '/api/contest/films/some-film', undefined],
    ['POST', '/api/contest/films/some-film/comments', { atSeconds: 1, text: 'x' }],
    ['POST', '/api/contest/rounds/2030-01/advance', undefined],
  ])('%s %s needs a signed-in user', async (method, path, body) => {
    const { status, body: error } = await harness.request(path, { method, body });
    expect(status).toBe(401);
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['a user', ['user'], 'GET', '/api/contest/admin/vip-claims', 403, 'NOT_CONTEST_ADMIN'],
    ['a judge', ['user', 'judge'], 'GET', '/api/contest/admin/vip-claims', 403, 'NOT_CONTEST_ADMIN'],
    ['an operator', ['user', 'contest-admin'], 'GET', '/api/contest/admin/vip-claims', 200, undefined],
    ['a user', ['user'], 'POST', '/api/contest/rounds/2030-01/advance', 403, 'NOT_CONTEST_ADMIN'],
    ['an operator', ['user', 'contest-admin'], 'POST', '/api/contest/rounds/2030-01/advance', 404, 'ROUND_NOT_FOUND'],
    ['an operator', ['user', 'contest-admin'], 'PUT', '/api/contest/films/missing/judge-score', 403, 'NOT_A_JUDGE'],
    ['a judge', ['user', 'judge'], 'PUT', '/api/contest/films/missing/judge-score', 404, 'FILM_NOT_FOUND'],
  ])('%s (%j): %s %s answers %d %s', async (_who, roles, method, path, status, code) => {
    const user = await registerUser(harness, 'matrix', roles);
    const body = path.endsWith('judge-score')
      ? { scores: { story: 5, craft: 5, performance: 5, originality: 5 } }
      : undefined;
    const answer = await harness.request(path, { method, as: user, body });
    expect(answer.status).toBe(status);
    if (code) expect(answer.body.code).toBe(code);
  });
});
