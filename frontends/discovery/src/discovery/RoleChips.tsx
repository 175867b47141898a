import { valueLabel } from '../display/labels';

/** The first `shown` roles, then '+N more' (spec 02 §9 card limits). */
export function RoleChips({ roles, shown }: { roles: readonly string[]; shown: number }) {
  if (!roles.length) return null;
  const more = roles.length - shown;
  return (
    <ul aria-label="Roles" className="flex flex-wrap gap-1">
      {roles.slice(0, shown).map((role) => (
        <li key={role} className="rounded bg-zinc-800 px-2 py-0.5 text-xs text-zinc-200">
          {valueLabel(role)}
        </li>
      ))}
      {more > 0 && <li className="px-1 text-xs text-zinc-400">+{more} more</li>}
    </ul>
  );
}
