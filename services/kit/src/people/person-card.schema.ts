import { type InferSchemaType, Schema } from 'mongoose';

export const PEOPLE_DIRECTORY_MODEL = 'DirectoryPerson';

const nullableString = { type: String, default: null };

/**
 * Collection `people`: the service's own copy of every user's public card, kept from identity's
 * `user.registered` and profiles' `profile.changed` (the highest `version` wins); `_id` is the user
 * id. `usernameLower` and `fullNameLower` are derived on every write: lookups by username in any
 * case, @mention autocomplete and name search use them.
 */
export const PersonCardSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { ...nullableString, index: true },
    fullName: nullableString,
    profileImageUrl: nullableString,
    primaryRole: nullableString,
    usernameLower: { ...nullableString, index: true },
    fullNameLower: { ...nullableString, index: true },
    /** The profile's change counter of the card kept; -1 while only registration is known. */
    version: { type: Number, required: true, default: -1 },
  },
  { collection: 'people', versionKey: false },
);

export type PersonCardDocument = InferSchemaType<typeof PersonCardSchema> & { _id: string };
