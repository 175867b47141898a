import { Injectable } from '@nestjs/common';
import {
  CONTEST_FORMULA_TEXT,
  CONTEST_JUDGE_ROLE,
  ContestErrors,
  type JudgeScoreRequest,
  type JudgeScoreResponse,
  type LeaderboardResponse,
} from '@filmcollab/contracts';
import { type AuthenticatedUser, Clock, DomainError } from '@filmcollab/service-kit';
import { teamOf } from '../films/film.repository';
import { FilmRepository } from '../films/film.repository';
import { FilmsService } from '../films/films.service';
import { PeopleService } from '../people/people.service';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundRepository } from '../rounds/round.repository';
import { RoundsService } from '../rounds/rounds.service';
import { JudgeScoreRepository } from './judge-score.repository';
import { rankFilms } from './leaderboard';

/**
 * Judges (realm role `judge`) score films on the published rubric until the round closes; a
 * closed round's leaderboard is computed once and stored (frozen), so later ratings change
 * nothing and every replica shows the same result.
 */
@Injectable()
export class JudgingService {
  constructor(
    private readonly films: FilmsService,
    private readonly filmRecords: FilmRepository,
    private readonly scores: JudgeScoreRepository,
    private readonly ratings: RatingRepository,
    private readonly people: PeopleService,
    private readonly rounds: RoundsService,
    private readonly roundRecords: RoundRepository,
    private readonly clock: Clock,
  ) {}

  async score(judge: AuthenticatedUser, filmId: string, request: JudgeScoreRequest): Promise<JudgeScoreResponse> {
    if (!judge.roles.includes(CONTEST_JUDGE_ROLE)) throw new DomainError(ContestErrors.NOT_A_JUDGE);
    const film = await this.films.get(filmId);
    if (teamOf(film).has(judge.id)) throw new DomainError(ContestErrors.CANNOT_JUDGE_OWN_FILM);
    const round = await this.rounds.get(film.roundId);
    if (round.status === 'closed') throw new DomainError(ContestErrors.ROUND_CLOSED);
    const values = Object.values(request.scores);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    await this.scores.upsert({ filmId, judgeId: judge.id, scores: request.scores, mean });
    return { filmId, scores: request.scores, mean };
  }

  async leaderboard(roundId: string): Promise<LeaderboardResponse> {
    let record = await this.rounds.record(roundId);
    const round = this.rounds.present(record);
    if (round.status === 'closed' && !record.frozenAt) {
      record = (await this.roundRecords.freeze(roundId, this.clock.now(), await this.rank(roundId))) ?? record;
    }
    if (record.frozenAt && record.results) {
      return {
        round,
        formula: CONTEST_FORMULA_TEXT,
        frozenAt: record.frozenAt.toISOString(),
        entries: record.results,
      };
    }
    return { round, formula: CONTEST_FORMULA_TEXT, frozenAt: null, entries: await this.rank(roundId) };
  }

  private async rank(roundId: string) {
    const films = await this.filmRecords.list(roundId);
    const ids = films.map((f) => f.id);
    const [ratings, scores, people] = await Promise.all([
      this.ratings.forFilms(ids),
      this.scores.forFilms(ids),
      this.people.lookup(films.map((f) => f.userId)),
    ]);
    return rankFilms(films, ratings, scores, (id) => people.get(id)?.fullName ?? null);
  }
}
