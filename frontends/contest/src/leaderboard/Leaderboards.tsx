import { Spinner } from '@filmcollab/ui';
import { useState } from 'react';
import { useAuth } from '@filmcollab/web-kit';
import { useContestViewerQuery, useRoundsQuery } from '../api/contest-api';
import { ROUND_STATUS_LABEL } from '../promo/round-format';
import { LeaderboardTable } from './LeaderboardTable';
import { OperatorPanel } from './OperatorPanel';

/** Results by round: provisional while a round runs, frozen once it is closed. */
export function Leaderboards() {
  const rounds = useRoundsQuery();
  const { status } = useAuth();
  const viewer = useContestViewerQuery(undefined, { skip: status !== 'authenticated' });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = rounds.data ?? [];
  const roundId = chosen ?? list.find((r) => r.status === 'closed')?.id ?? list[0]?.id ?? null;
  return (
    <section aria-labelledby="leaderboard">
      <h2 id="leaderboard" className="mb-3 text-2xl font-semibold">
        Leaderboard
      </h2>
      {rounds.isLoading ? <Spinner label="Loading rounds" /> : null}
      {rounds.isError ? <p role="alert">The leaderboard could not be loaded.</p> : null}
      {list.length > 0 ? (
        <label className="mb-3 flex items-center gap-2 text-sm">
          Round
          <select
            className="rounded-md bg-zinc-800 px-2 py-1"
            value={roundId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.map((round) => (
              <option key={round.id} value={round.id}>
                {round.title} ({ROUND_STATUS_LABEL[round.status]})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {viewer.data?.operator ? (
        <OperatorPanel round={list.find((r) => r.id === roundId) ?? null} />
      ) : null}
      {roundId ? <LeaderboardTable roundId={roundId} /> : null}
    </section>
  );
}
