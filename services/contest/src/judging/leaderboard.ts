import { contestScore, type LeaderboardEntry } from '@filmcollab/contracts';
import { type FilmRecord, teamOf } from '../films/film.repository';
import type { RatingRecord } from '../ratings/rating.repository';
import type { JudgeScoreRecord } from './judge-score.repository';

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Ranks a round's films by jury 60% + audience 40%; the audience part counts only stars from
 * accounts outside the film's team. Ties keep the earlier submission first.
 */
export function rankFilms(
  films: FilmRecord[],
  ratings: RatingRecord[],
  scores: JudgeScoreRecord[],
  authorName: (userId: string) => string | null,
): LeaderboardEntry[] {
  const rows = films.map((film) => {
    const team = teamOf(film);
    const audience = ratings.filter((r) => r.filmId === film.id && !team.has(r.userId));
    const jury = scores.filter((s) => s.filmId === film.id && !team.has(s.judgeId));
    const parts = contestScore({
      juryMean: mean(jury.map((s) => s.mean)),
      audienceMean: mean(audience.map((r) => r.rating)),
    });
    return {
      film,
      entry: {
        filmId: film.id,
        title: film.title,
        userId: film.userId,
        authorName: authorName(film.userId),
        ...parts,
        judgeCount: jury.length,
        audienceVotes: audience.length,
      },
    };
  });
  rows.sort(
    (a, b) =>
      b.entry.final - a.entry.final ||
      a.film.submittedAt.getTime() - b.film.submittedAt.getTime(),
  );
  return rows.map((row, index) => ({ rank: index + 1, ...row.entry }));
}
