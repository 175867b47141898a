import type { ContestRound } from '@filmcollab/contracts/contest';
import { ROUND_STATUS_LABEL, formatRoundDate, lastSubmissionDay } from './round-format';

/** The current round's facts from the contest service: dates, status and team spots. */
export function RoundFacts({ round }: { round: ContestRound }) {
  return (
    <dl aria-label="Current round" className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Round</dt>
        <dd className="font-semibold">{round.title}</dd>
      </div>
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Status</dt>
        <dd className="font-semibold">{ROUND_STATUS_LABEL[round.status]}</dd>
      </div>
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Submissions</dt>
        <dd>
          {formatRoundDate(round.opensAt)} – {lastSubmissionDay(round)}
        </dd>
      </div>
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Judging ends</dt>
        <dd>{formatRoundDate(round.judgingEndsAt)}</dd>
      </div>
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Team spots</dt>
        <dd>
          {round.spotsLeft} of {round.capacity} left
        </dd>
      </div>
      <div className="rounded-md bg-zinc-800 px-3 py-2">
        <dt className="text-zinc-400">Crew</dt>
        <dd>
          up to {round.crewMax} people, at most {round.maxSeconds / 60} minutes
        </dd>
      </div>
    </dl>
  );
}
