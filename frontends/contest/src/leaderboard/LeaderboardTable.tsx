import { ContestTexts } from '@filmcollab/contracts/contest';
import { Spinner } from '@filmcollab/ui';
import { useLeaderboardQuery } from '../api/contest-api';
import { formatRoundDate } from '../promo/round-format';

/** One round's ranking with the formula and each part next to the rank. */
export function LeaderboardTable({ roundId }: { roundId: string }) {
  const board = useLeaderboardQuery(roundId);
  if (board.isLoading) return <Spinner label="Loading the leaderboard" />;
  if (!board.data) return <p role="alert">The leaderboard could not be loaded.</p>;
  const { entries, formula, frozenAt } = board.data;
  return (
    <div>
      <p className="mb-2 text-sm text-zinc-300">{formula}</p>
      <p className="mb-3 text-sm text-zinc-400">
        {frozenAt
          ? `Final results, frozen on ${formatRoundDate(frozenAt)}.`
          : 'Provisional: results are final when the round closes.'}
      </p>
      {entries.length === 0 ? (
        <p>No films in this round yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Leaderboard</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Film</th>
              <th scope="col">Jury (60%)</th>
              <th scope="col">Audience (40%)</th>
              <th scope="col">Final</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.filmId} className="border-t border-zinc-800">
                <td>{entry.rank}</td>
                <td>
                  <span className="font-semibold">{entry.title}</span>{' '}
                  <span className="text-zinc-400">
                    by {entry.authorName ?? ContestTexts.anonymousUser}
                  </span>
                </td>
                <td>
                  {entry.jury.toFixed(1)}{' '}
                  <span className="text-zinc-400">
                    ({entry.judgeCount} {entry.judgeCount === 1 ? 'judge' : 'judges'})
                  </span>
                </td>
                <td>
                  {entry.audience.toFixed(1)}{' '}
                  <span className="text-zinc-400">
                    ({entry.audienceVotes} {entry.audienceVotes === 1 ? 'vote' : 'votes'})
                  </span>
                </td>
                <td
                  aria-label={`Final score ${entry.final.toFixed(1)}: 60% of ${entry.jury.toFixed(1)} plus 40% of ${entry.audience.toFixed(1)}`}
                >
                  <span className="font-semibold">{entry.final.toFixed(1)}</span>{' '}
                  <span className="text-zinc-400">
                    = 0.6 × {entry.jury.toFixed(1)} + 0.4 × {entry.audience.toFixed(1)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
