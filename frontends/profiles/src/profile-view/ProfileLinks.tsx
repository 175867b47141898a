import type { Profile } from '@filmcollab/contracts/profiles';
import { Button } from '@filmcollab/ui';

const LINKS = [
  { field: 'websiteUrl', label: 'Website' },
  { field: 'portfolioUrl', label: 'Portfolio' },
  { field: 'reelUrl', label: 'Demo Reel' },
] as const;

/** Website, Portfolio and Demo Reel, each opening in a new tab. */
export function ProfileLinks({ profile }: { profile: Profile }) {
  const links = LINKS.filter(({ field }) => profile[field]);
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ field, label }) => (
        <Button key={field} variant="secondary" asChild>
          <a href={profile[field] ?? undefined} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        </Button>
      ))}
    </div>
  );
}
