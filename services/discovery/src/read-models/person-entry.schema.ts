import { type InferSchemaType, Schema } from 'mongoose';

export const PERSON_ENTRY_MODEL = 'PersonEntry';

const nullableString = { type: String, default: null };

/**
 * Discovery's copy of a profile (collection `people`, `_id` the user id) from
 * `profiles.profile.changed`; `version` keeps the newest when events arrive out of order.
 */
export const PersonEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    fullName: nullableString,
    primaryRole: nullableString,
    secondaryRoles: { type: [String], default: [] },
    /** Primary and secondary roles: what the role filter matches. */
    roles: { type: [String], default: [] },
    profileImageUrl: nullableString,
    location: nullableString,
    availabilityStatus: nullableString,
    yearsExperience: { type: Number, default: null },
    equipment: { type: [String], default: [] },
    bio: nullableString,
    /** Lower-cased name and username: a hit here ranks first. */
    titleText: { type: String, required: true },
    locationText: { type: String, default: '' },
    /** Lower-cased name, username, roles, location and bio. */
    searchText: { type: String, required: true },
    /** First three letters of each word of `searchText` (see search-text.ts). */
    searchKeys: { type: [String], default: [] },
    version: { type: Number, required: true },
    changedAt: { type: Date, required: true },
  },
  { collection: 'people', versionKey: false },
);
// A word's entries newest first: a search's `$match` then `$sort` reads them in this order and
// stops at its limits (on MongoDB and on the embedded database).
PersonEntrySchema.index({ searchKeys: 1, changedAt: -1 });
PersonEntrySchema.index({ roles: 1 });
PersonEntrySchema.index({ availabilityStatus: 1 });
PersonEntrySchema.index({ equipment: 1 });
PersonEntrySchema.index({ yearsExperience: 1 });
PersonEntrySchema.index({ changedAt: -1 });

export type PersonEntryDocument = InferSchemaType<typeof PersonEntrySchema>;
