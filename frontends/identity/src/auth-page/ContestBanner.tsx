import { Button } from '@filmcollab/ui';
import { Link } from 'react-router';

const FAST_FACTS = [
  '1 room, 1 scene, 6 minutes',
  'Entry fee $20 per team, crews of up to 12 people',
  'Only 250 teams, first come first served',
  'Grand prize $1,000 and $250 for each category',
  'Judged 60% by the jury and 40% by the audience',
  'A new contest every month',
];

/** The contest landing block of /auth (spec 01: contest promo copy and facts). */
export function ContestBanner() {
  return (
    <section
      aria-labelledby="contest-landing-title"
      className="mb-8 rounded-lg bg-gradient-to-r from-amber-600 to-rose-700 p-6 text-white"
    >
      <p className="text-sm font-semibold uppercase tracking-wide">One-Scene Challenge</p>
      <h1 id="contest-landing-title" className="text-3xl font-bold">
        One Scene. Six Minutes.
      </h1>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {FAST_FACTS.map((fact) => (
          <li key={fact}>• {fact}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        VIP priority list: register 48 hours before public registration opens — no payment needed.
      </p>
      <Button asChild variant="secondary" className="mt-4 border-white text-white">
        <Link to="/auth?tab=signup&vip=true">Claim My VIP Spot</Link>
      </Button>
    </section>
  );
}
