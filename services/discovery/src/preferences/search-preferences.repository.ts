import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SearchPreferences } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import {
  SEARCH_PREFERENCES_MODEL,
  type SearchPreferencesDocument,
} from './search-preferences.schema';

export interface SearchHistoryRecord {
  query: string;
  filters: Record<string, unknown>;
  timestamp: Date;
}

export interface SearchPreferencesRecord extends SearchPreferences {
  userId: string;
  /** Oldest first. */
  searchHistory: SearchHistoryRecord[];
  updatedAt: Date | null;
}

type Doc = SearchPreferencesDocument & { _id: string };

function toRecord(doc: Doc): SearchPreferencesRecord {
  return {
    userId: doc._id,
    preferredRoles: (doc.preferredRoles ?? []) as SearchPreferences['preferredRoles'],
    preferredLocations: doc.preferredLocations ?? [],
    preferredProjectTypes: (doc.preferredProjectTypes ??
      []) as SearchPreferences['preferredProjectTypes'],
    preferredBudgetRanges: (doc.preferredBudgetRanges ??
      []) as SearchPreferences['preferredBudgetRanges'],
    searchHistory: (doc.searchHistory ?? []).map((entry) => ({
      query: entry.query ?? '',
      filters: (entry.filters ?? {}) as Record<string, unknown>,
      timestamp: entry.timestamp,
    })),
    updatedAt: doc.updatedAt ?? null,
  };
}

@Injectable()
export class SearchPreferencesRepository {
  constructor(@InjectModel(SEARCH_PREFERENCES_MODEL) private readonly preferences: Model<Doc>) {}

  /** The user's record, or null when they never saved nor searched. */
  async find(userId: string): Promise<SearchPreferencesRecord | null> {
    const doc = await this.preferences.findById(userId).lean<Doc>().exec();
    return doc ? toRecord(doc) : null;
  }

  async save(
    userId: string,
    preferences: SearchPreferences,
    at: Date,
  ): Promise<SearchPreferencesRecord> {
    const doc = await this.preferences
      .findOneAndUpdate(
        { _id: userId },
        { $set: { ...preferences, updatedAt: at } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<Doc>()
      .exec();
    return toRecord(doc!);
  }

  /** Appends searches (oldest first), keeping the newest `keep` (one atomic update). */
  async pushHistory(
    userId: string,
    entries: readonly SearchHistoryRecord[],
    keep: number,
  ): Promise<void> {
    await this.preferences
      .updateOne(
        { _id: userId },
        { $push: { searchHistory: { $each: [...entries], $slice: -keep } } },
        { upsert: true },
      )
      .exec();
  }
}
