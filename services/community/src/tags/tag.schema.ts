import { type InferSchemaType, Schema } from 'mongoose';

export const TAG_MODEL = 'Tag';

/**
 * Collection `tags`: how many posts carry each tag (`_id` is the tag), kept by the post writes, so
 * suggestions are a prefix lookup on the index rather than a pass over every post.
 */
export const TagSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
  },
  { collection: 'tags', versionKey: false },
);
TagSchema.index({ count: -1 });

export type TagDocument = InferSchemaType<typeof TagSchema> & { _id: string };
