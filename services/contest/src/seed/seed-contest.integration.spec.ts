import { randomUUID } from 'node:crypto';
import { LeaderboardResponseSchema, UserRegisteredEvent } from '@filmcollab/contracts';
import { ObjectStorage } from '@filmcollab/service-kit';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { CommentRepository } from '../comments/comment.repository';
import { FilmRepository } from '../films/film.repository';
import { JudgeScoreRepository } from '../judging/judge-score.repository';
import { LeaderboardFreezer } from '../judging/leaderboard-freezer';
import { PeopleService } from '../people/people.service';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundRepository } from '../rounds/round.repository';
import { roundIdAt } from '../rounds/round-calendar';
import { BUCKET, fixture, startContestHarness } from '../testing/contest-test-setup';
import { DEMO_FILMS } from './demo-films';
import { seedContest } from './seed-contest';

describe('contest seed', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startContestHarness();
  });
  afterAll(() => harness?.stop());

  it("makes last month's judged round and this month's open one, playable, once", async () => {
    for (const username of ['demo', 'alex', 'sam', 'jordan', 'riley', 'judy']) {
      await harness.publish(UserRegisteredEvent, {
        userId: randomUUID(),
        email: `${username}@filmcollab.local`,
        username,
        fullName: `${username} Demo`,
      });
    }
    const seed = () =>
      seedContest(
        {
          people: harness.get(PeopleService),
          rounds: harness.get(RoundRepository),
          films: harness.get(FilmRepository),
          ratings: harness.get(RatingRepository),
          scores: harness.get(JudgeScoreRepository),
          comments: harness.get(CommentRepository),
          freezer: harness.get(LeaderboardFreezer),
          storage: harness.get(ObjectStorage),
          bucket: BUCKET,
          fixture,
        },
        DEMO_FILMS,
        { now: () => new Date(), peopleTimeoutMs: 10_000 },
      );
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);

    const films = (await harness.request('/api/contest/films')).body.films;
    expect(films.map((f: { title: string }) => f.title)).toEqual(['Kitchen Sink', 'The Interview', 'Last Call']);
    const video = await fetch(films[0].videoUrl.replace('http://app.test/storage', harness.objectStore!.url));
    expect(video.status).toBe(200);

    const now = new Date();
    const previous = roundIdAt(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    const board = LeaderboardResponseSchema.parse(
      (await harness.request(`/api/contest/rounds/${previous}/leaderboard`)).body,
    );
    expect(board.round.status).toBe('closed');
    expect(board.frozenAt).not.toBeNull();
    expect(board.entries.map((e) => e.title)).toEqual(['Last Call', 'The Interview']);
    // Last Call: jury 8.5/10 → 85, audience (demo 5, jordan 4, riley 5) → 93.3; 0.6 × 85 + 0.4 × 93.33 = 88.3
    expect(board.entries[0]).toMatchObject({ jury: 85, audience: 93.3, final: 88.3 });
    const current = (await harness.request('/api/contest/rounds/current')).body.round;
    expect(current).toMatchObject({ status: 'open', teamsEntered: 1 });
  });
});
