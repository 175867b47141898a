import { contestScore, formatFilmAverage } from '@filmcollab/contracts';
import type { FilmRecord } from '../films/film.repository';
import { rankFilms } from './leaderboard';

const film = (id: string, userId: string, crew: string[] = [], minute = 0): FilmRecord => ({
  id,
  roundId: '2026-11',
  userId,
  title: id,
  description: '',
  crew: crew.map((m) => ({ userId: m, username: m, fullName: null })),
  videoKey: `${id}.mp4`,
  contentType: 'video/mp4',
  captionsKey: null,
  durationSeconds: 60,
  submittedAt: new Date(Date.UTC(2026, 10, 2, 0, minute)),
});

describe('contest scoring', () => {
  it('is jury 60% plus audience 40%, each out of 100', () => {
    expect(contestScore({ juryMean: 7, audienceMean: 4 })).toEqual({ jury: 70, audience: 80, final: 74 });
    expect(contestScore({ juryMean: 10, audienceMean: null })).toEqual({ jury: 100, audience: 0, final: 60 });
    expect(contestScore({ juryMean: null, audienceMean: 5 })).toEqual({ jury: 0, audience: 100, final: 40 });
  });

  it("ranks by the final score, counting only stars from outside the film's team", () => {
    const films = [film('a', 'owner-a', ['crew-a']), film('b', 'owner-b')];
    const ratings = [
      { filmId: 'a', userId: 'owner-a', rating: 5 },
      { filmId: 'a', userId: 'crew-a', rating: 5 },
      { filmId: 'a', userId: 'fan', rating: 2 },
      { filmId: 'b', userId: 'fan', rating: 4 },
    ];
    const scores = [
      { filmId: 'a', judgeId: 'j', scores: {}, mean: 6 },
      { filmId: 'b', judgeId: 'j', scores: {}, mean: 6 },
    ];
    const ranked = rankFilms(films, ratings, scores, () => null);
    expect(ranked.map((e) => [e.rank, e.filmId, e.audience, e.audienceVotes, e.final])).toEqual([
      [1, 'b', 80, 1, 68],
      [2, 'a', 40, 1, 52],
    ]);
  });

  it('keeps the earlier submission first on a tie', () => {
    const ranked = rankFilms([film('late', 'x', [], 5), film('early', 'y', [], 1)], [], [], () => null);
    expect(ranked.map((e) => e.filmId)).toEqual(['early', 'late']);
  });

  it("shows the average as 'x/5.0' with one decimal, 5.0 when unrated", () => {
    expect(formatFilmAverage(null)).toBe('5.0/5.0');
    expect(formatFilmAverage(4.25)).toBe('4.3/5.0');
    expect(formatFilmAverage(3)).toBe('3.0/5.0');
  });
});
