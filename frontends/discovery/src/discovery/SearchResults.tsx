import {
  DISCOVERY_TEXTS,
  type DiscoverySubtab,
  type SearchResponse,
} from '@filmcollab/contracts/discovery';
import { ResultSection } from './ResultSection';

const SECTIONS = [
  { key: 'projects', title: 'Projects', empty: DISCOVERY_TEXTS.noProjects },
  { key: 'collaborators', title: 'Collaborators', empty: DISCOVERY_TEXTS.noCollaborators },
  { key: 'opportunities', title: 'Opportunities', empty: DISCOVERY_TEXTS.noOpportunities },
] as const;

/** The results of the chosen sub-tab, with the spec's empty texts. */
export function SearchResults({
  results,
  subtab,
}: {
  results: SearchResponse;
  subtab: DiscoverySubtab;
}) {
  if (subtab !== 'all') {
    const section = SECTIONS.find((s) => s.key === subtab)!;
    const items = results[section.key];
    return items.length ? (
      <ResultSection title={section.title} items={items} />
    ) : (
      <p className="text-zinc-400">{section.empty}</p>
    );
  }
  const filled = SECTIONS.filter((section) => results[section.key].length > 0);
  if (!filled.length) return <p className="text-zinc-400">{DISCOVERY_TEXTS.noResults}</p>;
  return (
    <div className="flex flex-col gap-6">
      {filled.map((section) => (
        <ResultSection key={section.key} title={section.title} items={results[section.key]} />
      ))}
    </div>
  );
}
