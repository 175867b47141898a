import { type InferSchemaType, Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

/**
 * Collection `people`: community's copy of each user's public card, kept from identity's
 * `user.registered` and profiles' `profile.changed` (the highest `version` wins). The lower-cased
 * name and username are indexed for author search and @mention autocomplete. `_id` is the user id.
 */
export const PersonSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, default: null },
    usernameLower: { type: String, default: null, index: true },
    fullName: { type: String, default: null },
    fullNameLower: { type: String, default: null, index: true },
    profileImageUrl: { type: String, default: null },
    /** The profile's change counter; -1 until profiles' first `profile.changed`. */
    version: { type: Number, required: true },
  },
  { collection: 'people', versionKey: false },
);

export type PersonDocument = InferSchemaType<typeof PersonSchema> & { _id: string };
