import { Injectable } from '@nestjs/common';
import type { ContestRound, ErrorCode, LeaderboardEntry } from '@filmcollab/contracts';
import { DomainError, UnitOfWork } from '@filmcollab/service-kit';
import { FilmRepository } from '../films/film.repository';
import { PeopleService } from '../people/people.service';
import { RatingRepository } from '../ratings/rating.repository';
import { type RoundRecord, RoundRepository } from '../rounds/round.repository';
import { RoundsService } from '../rounds/rounds.service';
import { JudgeScoreRepository } from './judge-score.repository';
import { rankFilms } from './leaderboard';

export interface RoundState {
  round: ContestRound;
  record: RoundRecord;
}

/**
 * A round's results are frozen the moment it closes. The status follows from the clock (or an
 * operator's early end), so there is no timer to fire: every path that could change the ranking —
 * a rating, a judge's score, a deletion — and the leaderboard read and the operator's close call
 * `ensureFrozen` first. The first caller after the close stores the ranking; the others keep it.
 */
@Injectable()
export class LeaderboardFreezer {
  constructor(
    private readonly films: FilmRepository,
    private readonly ratings: RatingRepository,
    private readonly scores: JudgeScoreRepository,
    private readonly people: PeopleService,
    private readonly rounds: RoundsService,
    private readonly roundRecords: RoundRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The round as it is now; a closed one has its results stored (idempotent). */
  async ensureFrozen(roundId: string): Promise<RoundState> {
    const record = await this.rounds.record(roundId);
    const round = this.rounds.present(record);
    if (round.status !== 'closed' || record.frozenAt) return { round, record };
    const frozen = await this.unitOfWork.run(async () => {
      if (!(await this.roundRecords.claimUnfrozen(roundId))) return this.roundRecords.find(roundId);
      return this.roundRecords.freeze(
        roundId,
        new Date(round.judgingEndsAt),
        await this.rank(roundId),
      );
    });
    return { round, record: frozen ?? record };
  }

  /**
   * Stores a change that counts towards the results (a rating, a judge's score) only while the
   * round is open, in one unit of work that claims the round first: a change racing the close
   * either is in the frozen results or is refused with `closedError`, never acknowledged and left
   * out.
   */
  async whileOpen<T>(
    roundId: string,
    closedError: ErrorCode,
    change: () => Promise<T>,
  ): Promise<T> {
    const { round } = await this.ensureFrozen(roundId);
    if (round.status === 'closed') throw new DomainError(closedError);
    return this.unitOfWork.run(async () => {
      const claimed = await this.roundRecords.claimUnfrozen(roundId);
      const stillOpen = this.rounds.present(await this.rounds.record(roundId)).status !== 'closed';
      if (!claimed || !stillOpen) throw new DomainError(closedError);
      return change();
    });
  }

  /**
   * The ranking from the stored films, stars and scores as they are now. One read at a time: inside
   * the freeze's transaction, MongoDB's drivers do not support concurrent operations.
   */
  async rank(roundId: string): Promise<LeaderboardEntry[]> {
    const films = await this.films.list(roundId);
    const ids = films.map((f) => f.id);
    const ratings = await this.ratings.forFilms(ids);
    const scores = await this.scores.forFilms(ids);
    const people = await this.people.lookup(films.map((f) => f.userId));
    return rankFilms(films, ratings, scores, (id) => people.get(id)?.fullName ?? null);
  }
}
