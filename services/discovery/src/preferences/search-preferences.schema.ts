import { type InferSchemaType, Schema } from 'mongoose';

export const SEARCH_PREFERENCES_MODEL = 'SearchPreferences';

const HistoryEntrySchema = new Schema(
  {
    query: { type: String, default: '' },
    filters: { type: Schema.Types.Mixed, default: {} },
    timestamp: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A user's saved search preferences and recent searches (spec 02 `user_search_preferences`,
 * collection `search_preferences`, `_id` the user id). `updatedAt` is null until preferences are
 * saved (a record holding only history).
 */
export const SearchPreferencesSchema = new Schema(
  {
    _id: { type: String, required: true },
    preferredRoles: { type: [String], default: [] },
    preferredLocations: { type: [String], default: [] },
    preferredProjectTypes: { type: [String], default: [] },
    preferredBudgetRanges: { type: [String], default: [] },
    /** Oldest first, at most 50 (each push slices). */
    searchHistory: { type: [HistoryEntrySchema], default: [] },
    updatedAt: { type: Date, default: null },
  },
  { collection: 'search_preferences', versionKey: false },
);

export type SearchPreferencesDocument = InferSchemaType<typeof SearchPreferencesSchema>;
