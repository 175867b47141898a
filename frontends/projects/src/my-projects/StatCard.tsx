import { Link } from 'react-router';

/** One of the cards above My Projects: a count (when it has one) that links to its list. */
export function StatCard({ to, label, count }: { to: string; label: string; count?: number }) {
  return (
    <Link
      to={to}
      className="flex flex-col gap-1 rounded-lg border border-zinc-700 bg-zinc-900 p-5 text-zinc-100 transition-colors hover:border-amber-500/60 focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <span className="text-sm text-zinc-400">{label}</span>
      <span className="text-2xl font-semibold">{count ?? '→'}</span>
    </Link>
  );
}
