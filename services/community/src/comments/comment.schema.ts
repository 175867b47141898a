import { type InferSchemaType, Schema } from 'mongoose';
import { FileAttachmentSubschema } from '../posts/post.schema';

export const COMMENT_MODEL = 'PostComment';

/** Collection `post_comments` (spec 02 §3): threads through `parentCommentId` (null: top level). */
export const CommentSchema = new Schema(
  {
    _id: { type: String, required: true },
    postId: { type: String, required: true },
    userId: { type: String, required: true },
    content: { type: String, default: '' },
    parentCommentId: { type: String, default: null },
    fileAttachments: { type: [FileAttachmentSubschema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'post_comments', versionKey: false },
);
CommentSchema.index({ postId: 1, createdAt: 1 });
CommentSchema.index({ postId: 1, parentCommentId: 1 });

export type CommentDocument = InferSchemaType<typeof CommentSchema> & { _id: string };
