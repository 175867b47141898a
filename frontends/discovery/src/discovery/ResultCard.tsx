import { DISCOVERY_LIMITS, type SearchResultItem } from '@filmcollab/contracts/discovery';
import { Card } from '@filmcollab/ui';
import { Link } from 'react-router';
import { budgetLabel, valueLabel } from '../display/labels';
import { RoleChips } from './RoleChips';

const HREF: Record<SearchResultItem['resultType'], (id: string) => string> = {
  project: (id) => `/project/${encodeURIComponent(id)}`,
  collaborator: (id) => `/user-profile/${encodeURIComponent(id)}`,
  opportunity: (id) => `/requirements/${encodeURIComponent(id)}`,
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** What the card says under its title, by result type. */
function details(item: SearchResultItem): { facts: string[]; roles: string[]; shown: number } {
  const data = item.resultData;
  if (item.resultType === 'project') {
    return {
      facts: [text(data.projectType), text(data.budgetRange)]
        .filter((v): v is string => !!v)
        .map((v, i) => (i === 1 ? budgetLabel(v) : valueLabel(v))),
      roles: list(data.requiredRoles),
      shown: DISCOVERY_LIMITS.projectCardRoles,
    };
  }
  if (item.resultType === 'collaborator') {
    const primary = text(data.primaryRole);
    const availability = text(data.availabilityStatus);
    return {
      facts: [primary && valueLabel(primary), availability && valueLabel(availability)].filter(
        (v): v is string => !!v,
      ),
      roles: list(data.secondaryRoles),
      shown: DISCOVERY_LIMITS.collaboratorCardSecondaryRoles,
    };
  }
  const role = text(data.role);
  const project = text(data.projectTitle);
  return {
    facts: [role && valueLabel(role), project].filter((v): v is string => !!v),
    roles: [],
    shown: 0,
  };
}

/** A search result: its title links to the project, profile or opportunity page. */
export function ResultCard({
  item,
  explanation,
}: {
  item: SearchResultItem;
  explanation?: string;
}) {
  const { facts, roles, shown } = details(item);
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <h3 className="text-base font-semibold">
        <Link to={HREF[item.resultType](item.resultId)} className="hover:underline">
          {item.title}
        </Link>
      </h3>
      {facts.length > 0 && <p className="text-sm text-zinc-300">{facts.join(' · ')}</p>}
      {item.location && <p className="text-sm text-zinc-400">{item.location}</p>}
      {item.description && !explanation && (
        <p className="line-clamp-2 text-sm text-zinc-300">{item.description}</p>
      )}
      <RoleChips roles={roles} shown={shown} />
      {explanation && <p className="text-sm text-amber-300">{explanation}</p>}
      <p className="text-xs text-zinc-400">Match {item.matchScore}%</p>
    </Card>
  );
}
