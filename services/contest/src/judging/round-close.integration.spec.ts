import { ContestErrors, LeaderboardResponseSchema } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { type ServiceHarness, type TestUser } from '@filmcollab/service-kit/testing';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundsService } from '../rounds/rounds.service';
import { registerUser, submitFilm, startContestHarness } from '../testing/contest-test-setup';

/**
 * The round closes by the calendar here (no operator, no leaderboard read at the close): the
 * results must still be the ones of the moment it closed.
 */
describe('a round closing by the calendar', () => {
  let harness: ServiceHarness;
  let owner: TestUser;
  let fan: TestUser;
  let judge: TestUser;
  let kept: { id: string; roundId: string };
  let gone: { id: string; roundId: string };
  let closedAt: string;
  const scores = { story: 8, craft: 6, performance: 7, originality: 7 };

  const rate = (user: TestUser, filmId: string, rating: number) =>
    harness.request(`/api/contest/films/${filmId}/rating`, {
      method: 'PUT',
      as: user,
      body: { rating },
    });
  const leaderboard = async () =>
    LeaderboardResponseSchema.parse(
      (await harness.request(`/api/contest/rounds/${kept.roundId}/leaderboard`)).body,
    );

  beforeAll(async () => {
    harness = await startContestHarness();
    owner = await registerUser(harness, 'closer');
    fan = await registerUser(harness, 'earlyfan');
    judge = await registerUser(harness, 'closejudge', ['user', 'judge']);
    kept = (await submitFilm(harness, owner, { title: 'Kept' })).body.film;
    gone = (await submitFilm(harness, owner, { title: 'Gone' })).body.film;
    for (const film of [kept, gone]) {
      await harness.request(`/api/contest/films/${film.id}/judge-score`, {
        method: 'PUT',
        as: judge,
        body: { scores },
      });
    }
    expect((await rate(fan, kept.id, 4)).status).toBe(200);
    expect((await rate(fan, gone.id, 2)).status).toBe(200);
    // One second past the end of judging: closed, though nobody has read the leaderboard yet.
    closedAt = (await harness.get(RoundsService).get(kept.roundId)).judgingEndsAt;
    jest.spyOn(harness.get(Clock), 'now').mockReturnValue(new Date(Date.parse(closedAt) + 1000));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await harness?.stop();
  });

  it('keeps a film deleted after the close on the board, as it stood at the close', async () => {
    const deleted = await harness.request(`/api/contest/films/${gone.id}`, {
      method: 'DELETE',
      as: owner,
    });
    expect(deleted.status).toBe(204);
    const board = await leaderboard();
    // jury 7/10 → 70; audience 2/5 → 40; 0.6 × 70 + 0.4 × 40 = 58
    expect(board.entries.find((e) => e.filmId === gone.id)).toMatchObject({
      title: 'Gone',
      jury: 70,
      audience: 40,
      final: 58,
    });
    expect(board.frozenAt).toBe(closedAt);
  });

  it('refuses stars and scores after the close; the stars given before it count', async () => {
    const changed = await rate(fan, kept.id, 1);
    expect(changed).toMatchObject({
      status: 409,
      body: { code: 'RATING_CLOSED', message: ContestErrors.RATING_CLOSED.message },
    });
    const newcomer = await registerUser(harness, 'latefan');
    expect((await rate(newcomer, kept.id, 5)).body.code).toBe('RATING_CLOSED');
    const score = await harness.request(`/api/contest/films/${kept.id}/judge-score`, {
      method: 'PUT',
      as: judge,
      body: { scores: { ...scores, story: 1 } },
    });
    expect(score).toMatchObject({ status: 409, body: { code: 'ROUND_CLOSED' } });
    expect(await harness.get(RatingRepository).forFilms([kept.id])).toEqual([
      { filmId: kept.id, userId: fan.id, rating: 4 },
    ]);

    const board = await leaderboard();
    // jury 70; audience 4/5 → 80; 0.6 × 70 + 0.4 × 80 = 74
    expect(board.entries.find((e) => e.filmId === kept.id)).toMatchObject({
      rank: 1,
      jury: 70,
      audience: 80,
      final: 74,
      audienceVotes: 1,
    });
    const gallery = (await harness.request('/api/contest/films', { as: fan })).body.films;
    expect(gallery.find((f: { id: string }) => f.id === kept.id)).toMatchObject({
      roundClosed: true,
      myRating: 4,
    });
  });
});
