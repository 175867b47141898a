import { opportunityExpiryText, type Opportunity } from '@filmcollab/contracts/projects';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../display/labels';

/** An opportunity in the grid: category, title, description, location and expiry text. */
export function OpportunityCard({ opportunity, now }: { opportunity: Opportunity; now: Date }) {
  return (
    <li className="list-none">
      <Link
        to={`/requirements/${encodeURIComponent(opportunity.id)}`}
        className="flex h-full flex-col gap-2 rounded-lg border border-zinc-700 bg-zinc-900 p-5 text-zinc-100 transition-colors hover:border-amber-500/60 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <span className="text-xs font-medium tracking-wide text-amber-300 uppercase">
          {CATEGORY_LABELS[opportunity.category]}
        </span>
        <h2 className="text-lg font-semibold">{opportunity.title}</h2>
        {opportunity.description && (
          <p className="line-clamp-3 text-sm text-zinc-400">{opportunity.description}</p>
        )}
        <div className="mt-auto flex flex-wrap justify-between gap-2 pt-2 text-xs text-zinc-400">
          <span>{opportunity.location || 'Remote / not set'}</span>
          <span>{opportunityExpiryText(opportunity.expiresAt, now)}</span>
        </div>
      </Link>
    </li>
  );
}
