import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_MESSAGE_MODEL = 'ProjectMessage';

/** Collection `project_messages` (spec 03 §3). */
export const ProjectMessageSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    senderId: { type: String, required: true },
    text: { type: String, required: true },
    messageType: { type: String, required: true, default: 'text' },
    /** The sender's id for the message: a retry with it finds the stored one. */
    clientId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'project_messages', versionKey: false },
);
ProjectMessageSchema.index({ projectId: 1, createdAt: -1, _id: -1 });
ProjectMessageSchema.index({ senderId: 1, clientId: 1 });

export type ProjectMessageDocument = InferSchemaType<typeof ProjectMessageSchema> & { _id: string };
