import { type InferSchemaType, Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

const nullableString = { type: String, default: null };

/**
 * Collection `people`: projects' own copy of the public card of every user, kept from identity's
 * `user.registered` and profiles' `profile.changed`; `_id` is the user id.
 */
export const PersonSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: nullableString,
    fullName: nullableString,
    profileImageUrl: nullableString,
    primaryRole: nullableString,
    /** The profile's change counter of the card kept; -1 while only registration is known. */
    version: { type: Number, required: true, default: -1 },
  },
  { collection: 'people', versionKey: false },
);
PersonSchema.index({ username: 1 });

export type PersonDocument = InferSchemaType<typeof PersonSchema>;
