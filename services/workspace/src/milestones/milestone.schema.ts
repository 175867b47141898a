import { DEPENDENCY_TYPES, MILESTONE_STATUSES } from '@filmcollab/contracts';
import { type InferSchemaType, Schema } from 'mongoose';

export const MILESTONE_MODEL = 'Milestone';
export const MILESTONE_DEPENDENCY_MODEL = 'MilestoneDependency';

/** Collection `project_milestones`; `dueDate` is a calendar day. */
export const MilestoneSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    dueDate: { type: String, required: true },
    status: { type: String, enum: MILESTONE_STATUSES, required: true },
    progressPercentage: { type: Number, required: true },
    requiresApproval: { type: Boolean, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'project_milestones', versionKey: false },
);
export type MilestoneDocument = InferSchemaType<typeof MilestoneSchemaDefinition> & { _id: string };

/** Collection `milestone_dependencies`: `milestoneId` depends on `dependsOnMilestoneId`. */
export const MilestoneDependencySchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    milestoneId: { type: String, required: true },
    dependsOnMilestoneId: { type: String, required: true },
    dependencyType: { type: String, enum: DEPENDENCY_TYPES, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'milestone_dependencies', versionKey: false },
);
export type MilestoneDependencyDocument = InferSchemaType<
  typeof MilestoneDependencySchemaDefinition
> & { _id: string };
