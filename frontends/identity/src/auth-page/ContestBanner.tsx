import { Button } from '@filmcollab/ui';
import { Link } from 'react-router';

/** The contest landing banner above the sign-in tabs (copy from spec 01's contest facts). */
export function ContestBanner() {
  return (
    <section className="mb-8 rounded-lg bg-gradient-to-r from-amber-600 to-rose-700 p-6 text-white">
      <h1 className="text-2xl font-bold">The One-Scene Challenge</h1>
      <p className="mt-2 text-sm">
        1 room, 1 scene, 6 minutes. A new contest every month, grand prize $1,000.
      </p>
      <Button asChild variant="secondary" className="mt-4 border-white text-white">
        <Link to="/auth?tab=signup&vip=true">Claim My VIP Spot</Link>
      </Button>
    </section>
  );
}
