import { type InferSchemaType, Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

const nullableString = { type: String, default: null };

/**
 * Collection `people`: the contest's own copy of every user's name and username (crew lookup,
 * author names), kept from identity's `user.registered` and profiles' `profile.changed`;
 * `_id` is the user id.
 */
export const PersonSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: nullableString,
    /** Lower-cased username: crew members are found by username in any case. */
    usernameKey: nullableString,
    fullName: nullableString,
    /** The profile's change counter of the card kept; -1 while only registration is known. */
    version: { type: Number, required: true, default: -1 },
  },
  { collection: 'people', versionKey: false },
);
PersonSchema.index({ usernameKey: 1 });

export type PersonDocument = InferSchemaType<typeof PersonSchema>;
