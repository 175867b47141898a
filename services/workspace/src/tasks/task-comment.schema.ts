import { type InferSchemaType, Schema } from 'mongoose';

export const TASK_COMMENT_MODEL = 'TaskComment';

/** Collection `task_comments`; `mentions` are the member ids its @mentions resolved to. */
export const TaskCommentSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    taskId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    comment: { type: String, required: true },
    mentions: { type: [String], default: [] },
    isEdited: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'task_comments', versionKey: false },
);

export type TaskCommentDocument = InferSchemaType<typeof TaskCommentSchemaDefinition> & {
  _id: string;
};
