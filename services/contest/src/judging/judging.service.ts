import { Injectable } from '@nestjs/common';
import {
  CONTEST_FORMULA_TEXT,
  CONTEST_JUDGE_ROLE,
  type ContestRound,
  ContestErrors,
  type JudgeScoreRequest,
  type JudgeScoreResponse,
  type LeaderboardResponse,
} from '@filmcollab/contracts';
import { type AuthenticatedUser, DomainError } from '@filmcollab/service-kit';
import { teamOf } from '../films/film.repository';
import { FilmsService } from '../films/films.service';
import { RoundsService } from '../rounds/rounds.service';
import { JudgeScoreRepository } from './judge-score.repository';
import { LeaderboardFreezer } from './leaderboard-freezer';

/**
 * Judges (realm role `judge`) score films on the published rubric until the round closes; a
 * closed round's leaderboard is stored at the close (frozen), so nothing after it counts and
 * every replica shows the same result.
 */
@Injectable()
export class JudgingService {
  constructor(
    private readonly films: FilmsService,
    private readonly scores: JudgeScoreRepository,
    private readonly rounds: RoundsService,
    private readonly freezer: LeaderboardFreezer,
  ) {}

  async score(
    judge: AuthenticatedUser,
    filmId: string,
    request: JudgeScoreRequest,
  ): Promise<JudgeScoreResponse> {
    if (!judge.roles.includes(CONTEST_JUDGE_ROLE)) throw new DomainError(ContestErrors.NOT_A_JUDGE);
    const film = await this.films.get(filmId);
    if (teamOf(film).has(judge.id)) throw new DomainError(ContestErrors.CANNOT_JUDGE_OWN_FILM);
    const values = Object.values(request.scores);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    await this.freezer.whileOpen(film.roundId, ContestErrors.ROUND_CLOSED, () =>
      this.scores.upsert({ filmId, judgeId: judge.id, scores: request.scores, mean }),
    );
    return { filmId, scores: request.scores, mean };
  }

  /** An operator ends the round's current stage; closing it freezes the results right away. */
  async advance(roles: string[], roundId: string): Promise<ContestRound> {
    const round = await this.rounds.advance(roles, roundId);
    return (await this.freezer.ensureFrozen(round.id)).round;
  }

  async leaderboard(roundId: string): Promise<LeaderboardResponse> {
    const { round, record } = await this.freezer.ensureFrozen(roundId);
    if (record.frozenAt && record.results) {
      return {
        round,
        formula: CONTEST_FORMULA_TEXT,
        frozenAt: record.frozenAt.toISOString(),
        entries: record.results,
      };
    }
    return {
      round,
      formula: CONTEST_FORMULA_TEXT,
      frozenAt: null,
      entries: await this.freezer.rank(roundId),
    };
  }
}
