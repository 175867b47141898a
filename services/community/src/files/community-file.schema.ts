import { type InferSchemaType, Schema } from 'mongoose';

export const COMMUNITY_FILE_MODEL = 'CommunityFile';

/**
 * Collection `community_files`: every upload that passed its checks and moderation, published at
 * `{userId}/{timestamp}_{filename}` in `community-files`. Posts and comments attach files by key,
 * and only their owner's. `_id` is the attachment id.
 */
export const CommunityFileSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    key: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    size: { type: Number, required: true },
    url: { type: String, required: true },
    alt: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'community_files', versionKey: false },
);
CommunityFileSchema.index({ ownerId: 1, key: 1 });

export type CommunityFileDocument = InferSchemaType<typeof CommunityFileSchema> & { _id: string };
