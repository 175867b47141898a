import type { ContestRound, ContestRoundStatus } from '@filmcollab/contracts/contest';

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatRoundDate(iso: string): string {
  return DATE.format(new Date(iso));
}

export const ROUND_STATUS_LABEL: Record<ContestRoundStatus, string> = {
  upcoming: 'Opens soon',
  open: 'Open for submissions',
  judging: 'Judging',
  closed: 'Closed',
};

/** The last day submissions are taken (the round closes at the start of the next day, UTC). */
export function lastSubmissionDay(round: ContestRound): string {
  return formatRoundDate(new Date(new Date(round.closesAt).getTime() - 1).toISOString());
}

/** mm:ss of a position in a film. */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
