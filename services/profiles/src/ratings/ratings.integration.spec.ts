import { profilesService } from '../service-definition';
import { randomUUID } from 'node:crypto';
import {
  CreateRatingResponseSchema,
  RelationshipResponseSchema,
  SharedProjectsQuery,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';

describe('relationship and collaborator ratings', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  const relationship = async (viewerToken: string, id: string) => {
    const { status, body } = await harness.request(`/api/profiles/${id}/relationship`, {
      token: viewerToken,
    });
    expect(status).toBe(200);
    return RelationshipResponseSchema.parse(body);
  };
  const rate = (token: string, id: string, body: unknown) =>
    harness.request(`/api/profiles/${id}/ratings`, { method: 'POST', token, body });

  describe('when projects does not answer', () => {
    it('treats the users as not collaborating: no rating allowed', async () => {
      const viewer = await signUp(harness, 'viewer');
      const other = await signUp(harness, 'other');
      expect(await relationship(viewer.token, other.id)).toEqual({
        isSelf: false,
        sharesProject: false,
        canRate: false,
        hasRated: false,
        connectionStatus: 'none',
        pendingRequestId: null,
      });
      const refused = await rate(viewer.token, other.id, { rating: 4 });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NOT_A_COLLABORATOR');
    });
  });

  describe('with projects answering', () => {
    /** userId → the projects they joined, in the order they joined them. */
    const memberships = new Map<string, string[]>();
    const projects = {
      join(projectId: string, ...userIds: string[]): void {
        for (const userId of userIds) {
          memberships.set(userId, [...(memberships.get(userId) ?? []), projectId]);
        }
      },
    };
    let standIn: { stop(): void };
    beforeAll(async () => {
      standIn = await harness.respondTo(SharedProjectsQuery, ({ userId, otherUserId }) => {
        const theirs = new Set(memberships.get(otherUserId) ?? []);
        return { projectIds: (memberships.get(userId) ?? []).filter((id) => theirs.has(id)) };
      });
    });
    afterAll(() => standIn.stop());

    it('says isSelf on the own profile, which can never be rated', async () => {
      const me = await signUp(harness, 'self');
      projects.join(randomUUID(), me.id);
      expect(await relationship(me.token, me.id)).toMatchObject({ isSelf: true, canRate: false });
      const refused = await rate(me.token, me.id, { rating: 5 });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'CANNOT_RATE_SELF', message: 'You cannot rate yourself.' },
      });
    });

    it('lets a collaborator rate once, on the first shared project, and recomputes the average', async () => {
      const rated = await signUp(harness, 'rated');
      const alice = await signUp(harness, 'alice');
      const bob = await signUp(harness, 'bob');
      const stranger = await signUp(harness, 'stranger');
      const [first, second] = [randomUUID(), randomUUID()];
      projects.join(first, rated.id, alice.id);
      projects.join(second, rated.id, alice.id, bob.id);

      expect(await relationship(alice.token, rated.id)).toMatchObject({
        sharesProject: true,
        canRate: true,
        hasRated: false,
      });
      expect(await relationship(stranger.token, rated.id)).toMatchObject({
        sharesProject: false,
        canRate: false,
      });

      const byAlice = await rate(alice.token, rated.id, { rating: 4, comment: '  Great gaffer  ' });
      expect(byAlice.status).toBe(201);
      const answer = CreateRatingResponseSchema.parse(byAlice.body);
      expect(answer.rating).toMatchObject({
        projectId: first,
        raterId: alice.id,
        ratedUserId: rated.id,
        rating: 4,
        comment: 'Great gaffer',
        ratingType: 'performance',
      });
      expect(answer).toMatchObject({ averageRating: 4, ratingCount: 1 });
      expect(await relationship(alice.token, rated.id)).toMatchObject({
        canRate: false,
        hasRated: true,
      });

      const again = await rate(alice.token, rated.id, { rating: 1 });
      expect(again).toMatchObject({
        status: 409,
        body: { code: 'ALREADY_RATED', message: 'You have rated this collaborator.' },
      });

      const byBob = await rate(bob.token, rated.id, { rating: 5 });
      expect(byBob.body.rating.projectId).toBe(second);
      expect(byBob.body).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
      const profile = await harness.request(`/api/profiles/${rated.id}`, { token: stranger.token });
      expect(profile.body).toMatchObject({ averageRating: 4.5, ratingCount: 2 });

      expect((await rate(stranger.token, rated.id, { rating: 5 })).body.code).toBe(
        'NOT_A_COLLABORATOR',
      );
    });

    it('accepts exactly one of simultaneous ratings by the same rater', async () => {
      const rated = await signUp(harness, 'rated');
      const rater = await signUp(harness, 'rater');
      projects.join(randomUUID(), rated.id, rater.id);
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => rate(rater.token, rated.id, { rating: n + 1 })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    });

    it.each([
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '5' },
      {},
      { rating: 3, comment: 'x'.repeat(1001) },
    ])('refuses the rating %j', async (body) => {
      const rated = await signUp(harness, 'rated');
      const rater = await signUp(harness, 'rater');
      projects.join(randomUUID(), rated.id, rater.id);
      const answer = await rate(rater.token, rated.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for an unknown profile', async () => {
      const viewer = await signUp(harness, 'viewer');
      expect((await rate(viewer.token, randomUUID(), { rating: 5 })).status).toBe(404);
      expect(
        (
          await harness.request(`/api/profiles/${randomUUID()}/relationship`, {
            token: viewer.token,
          })
        ).status,
      ).toBe(404);
    });
  });
});
