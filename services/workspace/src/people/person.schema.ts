import { type InferSchemaType, Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

/**
 * Collection `people`: the workspace's copy of each user's public card (names for assignees,
 * @mention resolution), kept from identity's `user.registered` and profiles' `profile.changed`
 * (the highest `version` wins). `_id` is the user id.
 */
export const PersonSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, default: null, index: true },
    fullName: { type: String, default: null },
    profileImageUrl: { type: String, default: null },
    /** The profile's change counter; -1 until profiles' first `profile.changed`. */
    version: { type: Number, required: true },
  },
  { collection: 'people', versionKey: false },
);

export type PersonDocument = InferSchemaType<typeof PersonSchema> & { _id: string };
