import { type InferSchemaType, Schema } from 'mongoose';

export const TASK_ACTIVITY_MODEL = 'TaskActivity';

/** Collection `task_activity_logs`: what happened to a task, by whom, from what to what. */
export const TaskActivitySchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    taskId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    activityType: { type: String, required: true },
    oldValue: { type: String, default: null },
    newValue: { type: String, default: null },
    description: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'task_activity_logs', versionKey: false },
);

export type TaskActivityDocument = InferSchemaType<typeof TaskActivitySchemaDefinition> & {
  _id: string;
};
