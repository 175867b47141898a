import { CONTEST_FACTS, ContestTexts } from '@filmcollab/contracts/contest';
import { Card, Spinner } from '@filmcollab/ui';
import { Link } from 'react-router';
import { useCurrentRoundQuery } from '../api/contest-api';
import { RoundFacts } from '../promo/RoundFacts';

/** The hub's Film Contest tab (`hub.contest`): the promo card with the current round's facts. */
export default function ContestTab() {
  const round = useCurrentRoundQuery();
  return (
    <Card>
      <h2 className="mb-1 text-2xl font-bold">The {ContestTexts.challenge}</h2>
      <p className="mb-4 text-zinc-300">A monthly short-film contest for independent crews.</p>
      <ul aria-label="Contest facts" className="mb-4 grid gap-2 sm:grid-cols-2">
        {CONTEST_FACTS.map((fact) => (
          <li key={fact} className="rounded-md bg-zinc-800 px-3 py-2 text-sm">
            {fact}
          </li>
        ))}
      </ul>
      <div className="mb-6">
        {round.isLoading ? (
          <Spinner label="Loading the current round" />
        ) : round.data ? (
          <RoundFacts round={round.data} />
        ) : (
          <p role="alert" className="text-sm text-zinc-400">
            The current round's dates could not be loaded.
          </p>
        )}
      </div>
      <Link
        to="/contest"
        className="inline-flex rounded-md bg-amber-500 px-4 py-2 font-semibold text-zinc-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {ContestTexts.joinChallenge}
      </Link>
    </Card>
  );
}
