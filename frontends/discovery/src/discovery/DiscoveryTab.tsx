import {
  DISCOVERY_LIMITS,
  DISCOVERY_SUBTABS,
  DISCOVERY_TEXTS,
  type DiscoverySearchQueryInput,
  type DiscoverySubtab,
  type SearchHistoryEntry,
} from '@filmcollab/contracts/discovery';
import { showToast, Spinner } from '@filmcollab/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { isNetworkError, skipToken } from '@filmcollab/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useDiscoveryHistoryQuery,
  useDiscoveryPreferencesQuery,
  useDiscoverySearchQuery,
  useSaveDiscoveryPreferencesMutation,
} from '../api/discovery-api';
import { FilterSidebar } from './FilterSidebar';
import { RecommendedCard } from './RecommendedCard';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import {
  type FilterState,
  filtersFromHistory,
  filtersFromPreferences,
  NO_FILTERS,
  preferencesFromFilters,
} from './search-filters';
import { useDebouncedValue } from './use-debounced-value';

const SUBTAB_LABELS: Record<DiscoverySubtab, string> = {
  all: 'All',
  projects: 'Projects',
  collaborators: 'Collaborators',
  opportunities: 'Opportunities',
};

const isSubtab = (value: string | null): value is DiscoverySubtab =>
  (DISCOVERY_SUBTABS as readonly string[]).includes(value ?? '');

/**
 * The hub's Discovery tab (spec 02 §2): search box (300 ms debounce), filter sidebar starting
 * from the saved preferences, sub-tabs via `?subtab=`, results, history and 'Recommended for You'.
 */
export default function DiscoveryTab() {
  const [params, setParams] = useSearchParams();
  const subtab: DiscoverySubtab = isSubtab(params.get('subtab'))
    ? (params.get('subtab') as DiscoverySubtab)
    : 'all';
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const preferences = useDiscoveryPreferencesQuery();
  const [appliedPreferences, setAppliedPreferences] = useState(false);
  const history = useDiscoveryHistoryQuery();
  const [save, { isLoading: saving }] = useSaveDiscoveryPreferencesMutation();

  // Saved preferences are the starting filters; a missing record is simply none.
  useEffect(() => {
    if (appliedPreferences) return;
    if (preferences.data) {
      setFilters(filtersFromPreferences(preferences.data));
      setAppliedPreferences(true);
    } else if (preferences.isError) {
      setAppliedPreferences(true);
    }
  }, [preferences.data, preferences.isError, appliedPreferences]);

  // Texts settle for 300 ms before a search; choices apply at once. The last settled search stays
  // on screen meanwhile.
  const q = useDebouncedValue(text.trim(), DISCOVERY_LIMITS.debounceMs);
  const location = useDebouncedValue(filters.location.trim(), DISCOVERY_LIMITS.debounceMs);
  const settled = q === text.trim() && location === filters.location.trim();
  const [args, setArgs] = useState<DiscoverySearchQueryInput | null>(null);
  useEffect(() => {
    if (appliedPreferences && settled) setArgs({ q, type: subtab, ...filters, location });
  }, [appliedPreferences, settled, q, location, subtab, filters]);
  const search = useDiscoverySearchQuery(args ?? skipToken);

  useEffect(() => {
    if (search.isError) showToast({ title: DISCOVERY_TEXTS.searchFailed, variant: 'destructive' });
  }, [search.isError]);

  const chooseSubtab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('subtab');
        else next.set('subtab', value);
        return next;
      },
      { replace: true },
    );

  const subtabTriggers = useRef(new Map<DiscoverySubtab, HTMLButtonElement>());
  // 'See all …' goes away with the All sub-tab: focus moves to the sub-tab it opened.
  const seeAll = (value: DiscoverySubtab) => {
    chooseSubtab(value);
    subtabTriggers.current.get(value)?.focus();
  };

  const reuse = (entry: SearchHistoryEntry) => {
    setText(entry.query);
    setFilters(filtersFromHistory(entry));
  };

  const savePreferences = async () => {
    try {
      const result = await save(preferencesFromFilters(filters));
      if (!result.error) {
        showToast({ title: DISCOVERY_TEXTS.preferencesSaved });
      } else if (isNetworkError(result.error)) {
        showToast({ title: DISCOVERY_TEXTS.preferencesError, variant: 'destructive' });
      } else {
        showToast({ title: DISCOVERY_TEXTS.preferencesFailed, variant: 'destructive' });
      }
    } catch {
      showToast({ title: DISCOVERY_TEXTS.preferencesError, variant: 'destructive' });
    }
  };

  return (
    <section aria-label="Discovery" className="flex flex-col gap-4">
      <SearchBox
        value={text}
        onChange={setText}
        history={history.data?.entries ?? []}
        onReuse={reuse}
      />
      <RecommendedCard />
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Search filters">
          <FilterSidebar
            filters={filters}
            onChange={setFilters}
            onSave={() => void savePreferences()}
            saving={saving}
          />
        </aside>
        <div className="flex flex-col gap-3">
          <Tabs value={subtab} onValueChange={chooseSubtab}>
            <TabsList aria-label="Result types">
              {DISCOVERY_SUBTABS.map((value) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  ref={(trigger) => {
                    if (trigger) subtabTriggers.current.set(value, trigger);
                  }}
                >
                  {SUBTAB_LABELS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* One panel, the chosen sub-tab's, so each trigger's aria-controls names a panel. */}
            <TabsContent value={subtab} className="flex flex-col gap-3">
              {(search.isFetching || !appliedPreferences) && <Spinner label="Searching…" />}
              {search.isError && !search.isFetching && (
                <p role="alert">{DISCOVERY_TEXTS.searchFailed}</p>
              )}
              {search.data && !search.isError && (
                <SearchResults results={search.data} subtab={subtab} onSeeAll={seeAll} />
              )}
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </section>
  );
}
