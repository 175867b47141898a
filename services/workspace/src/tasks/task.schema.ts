import { TASK_PRIORITIES, TASK_STATUSES } from '@filmcollab/contracts';
import { type InferSchemaType, Schema } from 'mongoose';

export const TASK_MODEL = 'Task';

/** Collection `project_tasks` (spec 03 §3); `dueDate` is a calendar day `YYYY-MM-DD`. */
export const TaskSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    priority: { type: String, enum: TASK_PRIORITIES, required: true },
    status: { type: String, enum: TASK_STATUSES, required: true },
    assignedTo: { type: String, default: null },
    createdBy: { type: String, required: true },
    dueDate: { type: String, default: null },
    estimatedHours: { type: Number, default: null },
    parentTaskId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'project_tasks', versionKey: false },
);

export type TaskDocument = InferSchemaType<typeof TaskSchemaDefinition> & { _id: string };
