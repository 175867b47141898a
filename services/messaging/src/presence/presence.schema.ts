import { type InferSchemaType, Schema } from 'mongoose';

export const PRESENCE_MODEL = 'UserPresence';

/** Collection `user_presence` (spec 01 §3): one row per user who ever entered messaging. */
export const UserPresenceSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    lastSeen: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
    /** The user's open realtime sockets (any replica); the last one closing means offline. */
    sockets: { type: [String], default: [] },
  },
  { collection: 'user_presence', versionKey: false },
);

export type UserPresenceDocument = InferSchemaType<typeof UserPresenceSchema> & { _id: string };
