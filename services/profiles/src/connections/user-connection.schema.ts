import { type InferSchemaType, Schema } from 'mongoose';

export const USER_CONNECTION_MODEL = 'UserConnection';

/** Collection `user_connections`: one row per connected pair, `_id` is the pair key (user1Id < user2Id). */
export const UserConnectionSchema = new Schema(
  {
    _id: { type: String, required: true },
    user1Id: { type: String, required: true, index: true },
    user2Id: { type: String, required: true, index: true },
    requestId: { type: String, required: true },
  },
  {
    collection: 'user_connections',
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
  },
);

export type UserConnectionDocument = InferSchemaType<typeof UserConnectionSchema>;
