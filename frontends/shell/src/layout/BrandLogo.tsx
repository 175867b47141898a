import { cn } from '@filmcollab/ui';
import { Link } from 'react-router';

/**
 * The FilmCollab word mark; goes to the community tab of the hub. `compact`: the mark alone on
 * a phone, where a session's icons and avatar would not fit beside the word.
 */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/?tab=community"
      aria-label="FilmCollab home"
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-md bg-amber-500 text-sm font-black text-zinc-950"
      >
        FC
      </span>
      <span
        className={cn(
          'text-xl font-bold tracking-tight text-zinc-50',
          compact && 'hidden sm:inline',
        )}
      >
        Film<span className="text-amber-400">Collab</span>
      </span>
    </Link>
  );
}
