import { Link } from 'react-router';

/** The FilmCollab word mark; goes to the community tab of the hub. */
export function BrandLogo() {
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
      <span className="text-xl font-bold tracking-tight text-zinc-50">
        Film<span className="text-amber-400">Collab</span>
      </span>
    </Link>
  );
}
