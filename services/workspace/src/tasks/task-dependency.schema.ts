import { DEPENDENCY_TYPES } from '@filmcollab/contracts';
import { type InferSchemaType, Schema } from 'mongoose';

export const TASK_DEPENDENCY_MODEL = 'TaskDependency';

/** Collection `task_dependencies`: `taskId` depends on `dependsOnTaskId`. */
export const TaskDependencySchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    taskId: { type: String, required: true },
    dependsOnTaskId: { type: String, required: true },
    dependencyType: { type: String, enum: DEPENDENCY_TYPES, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'task_dependencies', versionKey: false },
);

export type TaskDependencyDocument = InferSchemaType<typeof TaskDependencySchemaDefinition> & {
  _id: string;
};
