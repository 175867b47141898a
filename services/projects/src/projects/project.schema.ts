import { type InferSchemaType, Schema } from 'mongoose';
import {
  BUDGET_RANGES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  REQUIRED_ROLES,
} from '@filmcollab/contracts';

export const PROJECT_MODEL = 'Project';

const nullableString = { type: String, default: null };

/** Collection `projects` (spec 03 `projects`); start and end dates are calendar dates `YYYY-MM-DD`. */
export const ProjectSchema = new Schema(
  {
    _id: { type: String, required: true },
    creatorId: { type: String, required: true },
    title: { type: String, required: true },
    description: nullableString,
    projectType: { type: String, enum: PROJECT_TYPES, required: true },
    status: { type: String, enum: PROJECT_STATUSES, required: true },
    budgetRange: { type: String, enum: [...BUDGET_RANGES, null], default: null },
    location: nullableString,
    startDate: nullableString,
    endDate: nullableString,
    requiredRoles: { type: [{ type: String, enum: REQUIRED_ROLES }], default: [] },
  },
  { collection: 'projects', timestamps: true, versionKey: false },
);
ProjectSchema.index({ creatorId: 1, createdAt: -1 });
ProjectSchema.index({ status: 1, createdAt: -1, _id: -1 });

export type ProjectDocument = InferSchemaType<typeof ProjectSchema>;
