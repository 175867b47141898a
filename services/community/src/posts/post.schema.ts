import { type InferSchemaType, Schema } from 'mongoose';

export const POST_MODEL = 'CommunityPost';

export const FileAttachmentSubschema = new Schema(
  {
    id: { type: String, required: true },
    key: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    size: { type: Number, required: true },
    url: { type: String, required: true },
    alt: { type: String, default: null },
  },
  { _id: false },
);

/**
 * Collection `community_posts` (spec 02 §3). `contentLower` is the text lower-cased, so a
 * case-insensitive search is a regex on an indexed field; `likesCount` and `repliesCount` (top-level
 * comments) are kept by the writes that change them, inside the same transaction.
 */
export const PostSchema = new Schema(
  {
    _id: { type: String, required: true },
    authorId: { type: String, required: true },
    content: { type: String, default: '' },
    contentLower: { type: String, default: '' },
    title: { type: String, required: true },
    topic: { type: String, required: true },
    isCrowdfunding: { type: Boolean, required: true },
    tags: { type: [String], default: [] },
    likesCount: { type: Number, required: true, default: 0 },
    repliesCount: { type: Number, required: true, default: 0 },
    fileAttachments: { type: [FileAttachmentSubschema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'community_posts', versionKey: false },
);
PostSchema.index({ createdAt: -1, _id: -1 });
PostSchema.index({ authorId: 1, createdAt: -1, _id: -1 });
PostSchema.index({ likesCount: -1, createdAt: -1, _id: -1 });
PostSchema.index({ repliesCount: -1, createdAt: -1 });
PostSchema.index({ tags: 1, createdAt: -1 });
PostSchema.index({ contentLower: 1 });

export type PostDocument = InferSchemaType<typeof PostSchema> & { _id: string };
