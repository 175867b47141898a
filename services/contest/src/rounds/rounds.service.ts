import { Injectable } from '@nestjs/common';
import { CONTEST_ADMIN_ROLE, ContestErrors, type ContestRound } from '@filmcollab/contracts';
import { Clock, DomainError, InjectConfig } from '@filmcollab/service-kit';
import type { ContestConfig } from '../config/contest-config.schema';
import { isRoundId, roundIdAt, toContestRound } from './round-calendar';
import { type RoundRecord, RoundRepository } from './round.repository';

/** Monthly rounds: their dates and status follow from the month and the stored stage ends. */
@Injectable()
export class RoundsService {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: ContestConfig,
  ) {}

  present(round: RoundRecord): ContestRound {
    return toContestRound(round, this.config.CONTEST_TEAM_CAPACITY, this.clock.now());
  }

  /** The round of this month (taking submissions unless an operator ended them). */
  async current(): Promise<ContestRound> {
    return this.present(await this.rounds.ensure(roundIdAt(this.clock.now())));
  }

  async list(): Promise<ContestRound[]> {
    await this.rounds.ensure(roundIdAt(this.clock.now()));
    return (await this.rounds.list()).map((round) => this.present(round));
  }

  async record(roundId: string): Promise<RoundRecord> {
    const round = isRoundId(roundId) ? await this.rounds.find(roundId) : null;
    if (!round) throw new DomainError(ContestErrors.ROUND_NOT_FOUND);
    return round;
  }

  async get(roundId: string): Promise<ContestRound> {
    return this.present(await this.record(roundId));
  }

  /** Takes one of the open round's team spots (first come, first served) and returns the round. */
  async takeSpotInOpenRound(): Promise<ContestRound> {
    const round = await this.current();
    if (round.status !== 'open') throw new DomainError(ContestErrors.ROUND_NOT_OPEN);
    if (!(await this.rounds.takeTeamSpot(round.id, this.config.CONTEST_TEAM_CAPACITY))) {
      throw new DomainError(ContestErrors.ROUND_FULL);
    }
    return round;
  }

  async requireOpen(): Promise<ContestRound> {
    const round = await this.current();
    if (round.status !== 'open') throw new DomainError(ContestErrors.ROUND_NOT_OPEN);
    if (round.spotsLeft <= 0) throw new DomainError(ContestErrors.ROUND_FULL);
    return round;
  }

  releaseSpot(roundId: string): Promise<void> {
    return this.rounds.releaseTeamSpot(roundId);
  }

  /**
   * An operator ends the round's current stage now: an open round goes to judging, a judged one
   * closes (`JudgingService.advance` freezes its leaderboard).
   */
  async advance(roles: string[], roundId: string): Promise<ContestRound> {
    if (!roles.includes(CONTEST_ADMIN_ROLE)) throw new DomainError(ContestErrors.NOT_CONTEST_ADMIN);
    const round = await this.get(roundId);
    const now = this.clock.now();
    if (round.status === 'open') await this.rounds.endSubmissions(roundId, now);
    else if (round.status === 'judging') await this.rounds.endJudging(roundId, now);
    else throw new DomainError(ContestErrors.ROUND_CLOSED);
    return this.get(roundId);
  }
}
