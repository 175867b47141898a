import { Injectable } from '@nestjs/common';
import {
  type SavedPreferences,
  type SearchFilters,
  type SearchHistory,
  type SearchPreferences,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { SearchHistoryWriter } from './search-history-writer';
import {
  type SearchPreferencesRecord,
  SearchPreferencesRepository,
} from './search-preferences.repository';

const NO_PREFERENCES: SearchPreferences = {
  preferredRoles: [],
  preferredLocations: [],
  preferredProjectTypes: [],
  preferredBudgetRanges: [],
};

/** A filter set without its empty parts (`any`, empty lists, blank texts). */
export function meaningfulFilters(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : value !== undefined && value !== '' && value !== 'any',
    ),
  ) as SearchFilters;
}

@Injectable()
export class SearchPreferencesService {
  constructor(
    private readonly preferences: SearchPreferencesRepository,
    private readonly historyWriter: SearchHistoryWriter,
    private readonly clock: Clock,
  ) {}

  /** A missing record is no preference (spec 02 §8: tolerated), not an error. */
  async get(userId: string): Promise<SavedPreferences> {
    const record = await this.find(userId);
    return toSaved(record);
  }

  /** The record as the recommender reads it (with this instance's queued searches), or null. */
  async find(userId: string): Promise<SearchPreferencesRecord | null> {
    await this.historyWriter.settled(userId);
    return this.preferences.find(userId);
  }

  async save(userId: string, preferences: SearchPreferences): Promise<SavedPreferences> {
    const unique = {
      preferredRoles: [...new Set(preferences.preferredRoles)],
      preferredLocations: [...new Set(preferences.preferredLocations)],
      preferredProjectTypes: [...new Set(preferences.preferredProjectTypes)],
      preferredBudgetRanges: [...new Set(preferences.preferredBudgetRanges)],
    };
    return toSaved(await this.preferences.save(userId, unique, this.clock.now()));
  }

  /**
   * A search with words or filters joins the history (the newest 50 are kept): queued here and
   * written off the search's path (SearchHistoryWriter).
   */
  recordSearch(userId: string, query: string, filters: SearchFilters): void {
    const kept = meaningfulFilters(filters);
    if (!query && !Object.keys(kept).length) return;
    this.historyWriter.record(userId, { query, filters: kept, timestamp: this.clock.now() });
  }

  /** Newest first. */
  async history(userId: string): Promise<SearchHistory> {
    const record = await this.find(userId);
    return {
      entries: (record?.searchHistory ?? [])
        .slice()
        .reverse()
        .map((entry) => ({
          query: entry.query,
          filters: entry.filters,
          timestamp: entry.timestamp.toISOString(),
        })),
    };
  }
}

function toSaved(record: SearchPreferencesRecord | null): SavedPreferences {
  if (!record) return { ...NO_PREFERENCES, updatedAt: null };
  return {
    preferredRoles: record.preferredRoles,
    preferredLocations: record.preferredLocations,
    preferredProjectTypes: record.preferredProjectTypes,
    preferredBudgetRanges: record.preferredBudgetRanges,
    updatedAt: record.updatedAt ? record.updatedAt.toISOString() : null,
  };
}
