import { type InferSchemaType, Schema } from 'mongoose';

export const CONVERSATION_MODEL = 'Conversation';

/**
 * Collection `conversations` (spec 01 §3): one per pair of users, found with either ordering
 * (`pairKey`); the last message is kept on it for the list.
 */
export const ConversationSchema = new Schema(
  {
    _id: { type: String, required: true },
    pairKey: { type: String, required: true, unique: true },
    participants: { type: [String], required: true, index: true },
    lastMessageText: { type: String, default: null },
    lastMessageAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'conversations', versionKey: false },
);

export type ConversationDocument = InferSchemaType<typeof ConversationSchema> & { _id: string };
