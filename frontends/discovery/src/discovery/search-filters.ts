import type {
  ExperienceLevel,
  SavedPreferences,
  SearchHistoryEntry,
  SearchPreferences,
} from '@filmcollab/contracts/discovery';
import type { AVAILABILITY_STATUSES } from '@filmcollab/contracts/profiles';

/** The filter sidebar's state (spec 02 §3 "Filters"). */
export interface FilterState {
  location: string;
  projectTypes: string[];
  budgetRanges: string[];
  requiredRoles: string[];
  availabilityStatus: (typeof AVAILABILITY_STATUSES)[number] | 'any';
  experienceLevel: ExperienceLevel | 'any';
  equipmentFilter: string[];
}

export const NO_FILTERS: FilterState = {
  location: '',
  projectTypes: [],
  budgetRanges: [],
  requiredRoles: [],
  availabilityStatus: 'any',
  experienceLevel: 'any',
  equipmentFilter: [],
};

/** Saved preferences as the sidebar's starting filters. */
export function filtersFromPreferences(preferences: SavedPreferences): FilterState {
  return {
    ...NO_FILTERS,
    location: preferences.preferredLocations[0] ?? '',
    projectTypes: preferences.preferredProjectTypes,
    budgetRanges: preferences.preferredBudgetRanges,
    requiredRoles: preferences.preferredRoles,
  };
}

/** What 'Save Preferences' stores from the sidebar. */
export function preferencesFromFilters(filters: FilterState): SearchPreferences {
  const location = filters.location.trim();
  return {
    preferredRoles: filters.requiredRoles as SearchPreferences['preferredRoles'],
    preferredLocations: location ? [location] : [],
    preferredProjectTypes: filters.projectTypes as SearchPreferences['preferredProjectTypes'],
    preferredBudgetRanges: filters.budgetRanges as SearchPreferences['preferredBudgetRanges'],
  };
}

/** A history entry's filters back in the sidebar. */
export function filtersFromHistory(entry: SearchHistoryEntry): FilterState {
  const { filters } = entry;
  return {
    location: filters.location ?? '',
    projectTypes: filters.projectTypes ?? [],
    budgetRanges: filters.budgetRanges ?? [],
    requiredRoles: filters.requiredRoles ?? [],
    availabilityStatus: filters.availabilityStatus ?? 'any',
    experienceLevel: filters.experienceLevel ?? 'any',
    equipmentFilter: filters.equipmentFilter ?? [],
  };
}

/** 'editor · Lisbon' for a history entry's button. */
export function historyLabel(entry: SearchHistoryEntry): string {
  const { filters } = entry;
  const parts = [
    entry.query,
    filters.location,
    ...(filters.requiredRoles ?? []),
    ...(filters.projectTypes ?? []),
  ].filter((part): part is string => !!part);
  return parts.join(' · ') || 'All results';
}
