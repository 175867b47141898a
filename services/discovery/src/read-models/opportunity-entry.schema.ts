import { type InferSchemaType, Schema } from 'mongoose';

export const OPPORTUNITY_ENTRY_MODEL = 'OpportunityEntry';

const nullableString = { type: String, default: null };

/**
 * Discovery's copy of an opportunity (collection `opportunities`). Search shows it while it is not
 * withdrawn, not expired and its project is on Explore. A withdrawal arriving before the posting
 * leaves a `withdrawn` tombstone that the posting does not revive.
 */
export const OpportunityEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    projectTitle: nullableString,
    creatorId: nullableString,
    title: nullableString,
    description: nullableString,
    category: nullableString,
    role: nullableString,
    location: nullableString,
    durationMinutes: { type: Number, default: null },
    budgetRange: nullableString,
    genre: nullableString,
    languages: { type: [String], default: [] },
    expiresAt: { type: Date, default: null },
    createdAt: { type: Date, default: null },
    withdrawn: { type: Boolean, default: false },
    /** Whether its project is on Explore (kept in step by projects' events). */
    projectOnExplore: { type: Boolean, default: false },
    titleText: { type: String, default: '' },
    locationText: { type: String, default: '' },
    searchText: { type: String, default: '' },
    /** First three letters of each word of `searchText` (see search-text.ts). */
    searchKeys: { type: [String], default: [] },
  },
  { collection: 'opportunities', versionKey: false },
);
// A word's entries newest first: a search's `$match` then `$sort` reads them in this order and
// stops at its limits (on MongoDB and on the embedded database).
OpportunityEntrySchema.index({ searchKeys: 1, createdAt: -1 });
OpportunityEntrySchema.index({ withdrawn: 1, projectOnExplore: 1, createdAt: -1 });
OpportunityEntrySchema.index({ projectId: 1 });
OpportunityEntrySchema.index({ role: 1 });
OpportunityEntrySchema.index({ budgetRange: 1 });
OpportunityEntrySchema.index({ expiresAt: 1 });

export type OpportunityEntryDocument = InferSchemaType<typeof OpportunityEntrySchema>;
