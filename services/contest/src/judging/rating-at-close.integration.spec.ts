import { LeaderboardResponseSchema } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundsService } from '../rounds/rounds.service';
import { registerUser, submitFilm, startContestHarness } from '../testing/contest-test-setup';

/**
 * A star checked while the round is open but written as it closes, with the results being frozen
 * meanwhile: acknowledged means counted.
 */
describe('a rating racing the close', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startContestHarness();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await harness?.stop();
  });

  it('is in the frozen results when it was acknowledged', async () => {
    const owner = await registerUser(harness, 'racer');
    const fan = await registerUser(harness, 'lastsecondfan');
    const film = (await submitFilm(harness, owner, { title: 'Photo Finish' })).body.film;
    const closedAt = (await harness.get(RoundsService).get(film.roundId)).judgingEndsAt;
    const ratings = harness.get(RatingRepository);
    const store = ratings.upsert.bind(ratings);
    let freezing: Promise<unknown> | undefined;
    jest.spyOn(ratings, 'upsert').mockImplementationOnce(async (rating) => {
      // The round closes and a reader freezes the results before this write lands.
      jest.spyOn(harness.get(Clock), 'now').mockReturnValue(new Date(Date.parse(closedAt) + 1000));
      // A request of its own: called from here, the freeze would join this write's transaction.
      freezing = harness.request(`/api/contest/rounds/${film.roundId}/leaderboard`);
      await Promise.race([freezing, new Promise((resolve) => setTimeout(resolve, 500))]);
      return store(rating);
    });

    const rated = await harness.request(`/api/contest/films/${film.id}/rating`, {
      method: 'PUT',
      as: fan,
      body: { rating: 5 },
    });
    await freezing;

    expect(rated.status).toBe(200);
    const board = LeaderboardResponseSchema.parse(
      (await harness.request(`/api/contest/rounds/${film.roundId}/leaderboard`)).body,
    );
    expect(board.frozenAt).toBe(closedAt);
    expect(board.entries.find((e) => e.filmId === film.id)).toMatchObject({ audienceVotes: 1 });
  });
});
