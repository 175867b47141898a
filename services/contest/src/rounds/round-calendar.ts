import {
  CONTEST_CREW_MAX,
  CONTEST_FILM_MAX_SECONDS,
  CONTEST_JUDGING_DAYS,
  type ContestRound,
  type ContestRoundStatus,
} from '@filmcollab/contracts';

const DAY_MS = 24 * 3600 * 1000;
const MONTH_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** What the database keeps of a round; its dates follow from the month. */
export interface StoredRound {
  id: string;
  teamsEntered: number;
  /** An operator ended submissions before the month did. */
  submissionsClosedAt: Date | null;
  /** An operator ended judging early. */
  judgingEndedAt: Date | null;
}

export function isRoundId(id: string): boolean {
  return MONTH_ID.test(id);
}

/** The round (`YYYY-MM`, UTC) whose submission month contains `at`. */
export function roundIdAt(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface RoundDates {
  opensAt: Date;
  closesAt: Date;
  judgingEndsAt: Date;
}

/**
 * A monthly round takes submissions for the whole month (UTC), is judged for
 * `CONTEST_JUDGING_DAYS` after, then closed; an operator may end either stage early.
 */
export function roundDates(round: Pick<StoredRound, 'id' | 'submissionsClosedAt' | 'judgingEndedAt'>): RoundDates {
  const match = MONTH_ID.exec(round.id);
  if (!match) throw new RangeError(`${round.id} is not a round id`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const opensAt = new Date(Date.UTC(year, month, 1));
  const monthEnd = new Date(Date.UTC(year, month + 1, 1));
  const closesAt =
    round.submissionsClosedAt && round.submissionsClosedAt < monthEnd
      ? round.submissionsClosedAt
      : monthEnd;
  const scheduledJudgingEnd = new Date(closesAt.getTime() + CONTEST_JUDGING_DAYS * DAY_MS);
  const judgingEndsAt =
    round.judgingEndedAt && round.judgingEndedAt < scheduledJudgingEnd
      ? round.judgingEndedAt
      : scheduledJudgingEnd;
  return { opensAt, closesAt, judgingEndsAt };
}

export function roundStatus(dates: RoundDates, now: Date): ContestRoundStatus {
  const t = now.getTime();
  if (t < dates.opensAt.getTime()) return 'upcoming';
  if (t < dates.closesAt.getTime()) return 'open';
  if (t < dates.judgingEndsAt.getTime()) return 'judging';
  return 'closed';
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function toContestRound(round: StoredRound, capacity: number, now: Date): ContestRound {
  const dates = roundDates(round);
  return {
    id: round.id,
    month: round.id,
    title: `${MONTH_NAMES.format(dates.opensAt)} One-Scene Challenge`,
    opensAt: dates.opensAt.toISOString(),
    closesAt: dates.closesAt.toISOString(),
    judgingEndsAt: dates.judgingEndsAt.toISOString(),
    status: roundStatus(dates, now),
    capacity,
    crewMax: CONTEST_CREW_MAX,
    maxSeconds: CONTEST_FILM_MAX_SECONDS,
    teamsEntered: round.teamsEntered,
    spotsLeft: Math.max(0, capacity - round.teamsEntered),
  };
}
