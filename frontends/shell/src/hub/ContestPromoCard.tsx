import { CONTEST_FACTS } from '@filmcollab/contracts/contest';
import { Card } from '@filmcollab/ui';
import { Link } from 'react-router';

/** The Film Contest tab while the contest remote does not fill it: the One-Scene Challenge promo. */
export function ContestPromoCard() {
  return (
    <Card>
      <h2 className="mb-1 text-2xl font-bold">The One-Scene Challenge</h2>
      <p className="mb-4 text-zinc-300">A monthly short-film contest for independent crews.</p>
      <ul aria-label="Contest facts" className="mb-6 grid gap-2 sm:grid-cols-2">
        {CONTEST_FACTS.map((fact) => (
          <li key={fact} className="rounded-md bg-zinc-800 px-3 py-2 text-sm">
            {fact}
          </li>
        ))}
      </ul>
      <Link
        to="/contest"
        className="inline-flex rounded-md bg-amber-500 px-4 py-2 font-semibold text-zinc-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        Join the Challenge
      </Link>
    </Card>
  );
}
