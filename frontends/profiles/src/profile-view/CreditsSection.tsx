import type { ProfileCredit } from '@filmcollab/contracts/profiles';
import { Card, CardTitle } from '@filmcollab/ui';
import { Link } from 'react-router';
import { titleCase } from '../display/text-format';

/**
 * Verified credits, newest first: projects the user joined through an accepted application or
 * invitation. They come from membership only, so there is nothing to edit here or on the edit page.
 */
export function CreditsSection({ credits }: { credits: ProfileCredit[] }) {
  return (
    <Card>
      <CardTitle id="credits-heading">Credits</CardTitle>
      {credits.length === 0 ? (
        <div>
          <p>No credits yet</p>
          <p className="text-sm text-zinc-400">
            Credits are added when a project accepts someone as a member.
          </p>
        </div>
      ) : (
        <ul aria-labelledby="credits-heading" className="flex flex-col gap-3">
          {credits.map((credit) => (
            <li
              key={credit.projectId}
              className="flex flex-wrap items-baseline justify-between gap-x-4"
            >
              <Link
                to={`/project/${encodeURIComponent(credit.projectId)}`}
                className="font-medium text-amber-400 underline-offset-4 hover:underline focus-visible:underline"
              >
                {credit.projectTitle}
              </Link>
              <span className="text-sm text-zinc-400">
                {titleCase(credit.role)} · {credit.year}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
