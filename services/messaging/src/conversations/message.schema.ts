import { type InferSchemaType, Schema } from 'mongoose';

export const MESSAGE_MODEL = 'Message';

/** Collection `messages` (spec 01 §3); `read` turns true when the receiver opens the conversation. */
export const MessageSchema = new Schema(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    senderId: { type: String, required: true },
    receiverId: { type: String, required: true },
    text: { type: String, required: true },
    read: { type: Boolean, required: true, default: false },
    readAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'messages', versionKey: false },
);
MessageSchema.index({ conversationId: 1, createdAt: -1, _id: -1 });
MessageSchema.index({ receiverId: 1, read: 1 });

export type MessageDocument = InferSchemaType<typeof MessageSchema> & { _id: string };
