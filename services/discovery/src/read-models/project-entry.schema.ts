import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_ENTRY_MODEL = 'ProjectEntry';

const nullableString = { type: String, default: null };

/**
 * Discovery's copy of a project (collection `projects`, `_id` the project id), every status: search
 * shows only `pre_production` ones (on Explore), My Space shows a member's own. `updatedAt` keeps the
 * newest when created / updated / status events arrive out of order.
 */
export const ProjectEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    creatorId: { type: String, required: true },
    title: { type: String, required: true },
    description: nullableString,
    projectType: { type: String, required: true },
    status: { type: String, required: true },
    budgetRange: nullableString,
    location: nullableString,
    startDate: nullableString,
    endDate: nullableString,
    requiredRoles: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    titleText: { type: String, required: true },
    locationText: { type: String, default: '' },
    searchText: { type: String, required: true },
    /** First three letters of each word of `searchText` (see search-text.ts). */
    searchKeys: { type: [String], default: [] },
  },
  { collection: 'projects', versionKey: false },
);
// A word's entries newest first: a search's `$match` then `$sort` reads them in this order and
// stops at its limits (on MongoDB and on the embedded database).
ProjectEntrySchema.index({ searchKeys: 1, updatedAt: -1 });
ProjectEntrySchema.index({ status: 1, updatedAt: -1 });
ProjectEntrySchema.index({ creatorId: 1, createdAt: -1 });
ProjectEntrySchema.index({ projectType: 1 });
ProjectEntrySchema.index({ budgetRange: 1 });
ProjectEntrySchema.index({ requiredRoles: 1 });

export type ProjectEntryDocument = InferSchemaType<typeof ProjectEntrySchema>;
