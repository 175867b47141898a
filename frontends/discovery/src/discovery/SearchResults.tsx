import {
  DISCOVERY_TEXTS,
  type DiscoverySubtab,
  type SearchResponse,
} from '@filmcollab/contracts/discovery';
import { Button } from '@filmcollab/ui';
import { ResultSection } from './ResultSection';

const SECTIONS = [
  {
    key: 'projects',
    title: 'Projects',
    empty: DISCOVERY_TEXTS.noProjects,
    seeAll: DISCOVERY_TEXTS.seeAllProjects,
  },
  {
    key: 'collaborators',
    title: 'Collaborators',
    empty: DISCOVERY_TEXTS.noCollaborators,
    seeAll: DISCOVERY_TEXTS.seeAllCollaborators,
  },
  {
    key: 'opportunities',
    title: 'Opportunities',
    empty: DISCOVERY_TEXTS.noOpportunities,
    seeAll: DISCOVERY_TEXTS.seeAllOpportunities,
  },
] as const;

/**
 * The results of the chosen sub-tab, with the spec's empty texts. All shows a preview of each
 * type, with 'See all …' opening the type's sub-tab when it has more.
 */
export function SearchResults({
  results,
  subtab,
  onSeeAll,
}: {
  results: SearchResponse;
  subtab: DiscoverySubtab;
  onSeeAll: (subtab: DiscoverySubtab) => void;
}) {
  if (subtab !== 'all') {
    const section = SECTIONS.find((s) => s.key === subtab)!;
    const items = results[section.key];
    if (!items.length) return <p className="text-zinc-400">{section.empty}</p>;
    return (
      <ResultSection title={section.title} items={items}>
        {results.more[section.key] && (
          <p className="text-sm text-zinc-400">{DISCOVERY_TEXTS.moreThanShown}</p>
        )}
      </ResultSection>
    );
  }
  const filled = SECTIONS.filter((section) => results[section.key].length > 0);
  if (!filled.length) return <p className="text-zinc-400">{DISCOVERY_TEXTS.noResults}</p>;
  return (
    <div className="flex flex-col gap-6">
      {filled.map((section) => (
        <ResultSection key={section.key} title={section.title} items={results[section.key]}>
          {results.more[section.key] && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => onSeeAll(section.key)}
            >
              {section.seeAll}
            </Button>
          )}
        </ResultSection>
      ))}
    </div>
  );
}
