import { type InferSchemaType, Schema } from 'mongoose';

export const FEEDBACK_MODEL = 'Feedback';

/** Collection `feedback`: spec 01 user_id, user_name, feedback_text. */
export const FeedbackSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    userName: { type: String, required: true },
    feedbackText: { type: String, required: true },
  },
  { collection: 'feedback', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export type FeedbackDocument = InferSchemaType<typeof FeedbackSchema>;
