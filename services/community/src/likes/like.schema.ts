import { type InferSchemaType, Schema } from 'mongoose';

export const LIKE_MODEL = 'PostLike';

/**
 * Collection `post_likes` (spec 02 §3): one per user and post. `_id` is `{postId}:{userId}`, so a
 * second like of the same user is the same document (an upsert that inserts nothing).
 */
export const LikeSchema = new Schema(
  {
    _id: { type: String, required: true },
    postId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'post_likes', versionKey: false },
);
LikeSchema.index({ userId: 1, postId: 1 }, { unique: true });

export type LikeDocument = InferSchemaType<typeof LikeSchema> & { _id: string };
