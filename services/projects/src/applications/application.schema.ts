import { type InferSchemaType, Schema } from 'mongoose';
import { REQUIRED_ROLES } from '@filmcollab/contracts';

export const APPLICATION_MODEL = 'ProjectApplication';

/**
 * Collection `project_applications` (spec 03): only pending ones are kept — accepting, rejecting and
 * withdrawing delete the row. One pending application per (project, user), so a double-click on
 * Apply never stores two.
 */
export const ApplicationSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    role: { type: String, enum: REQUIRED_ROLES, required: true },
    message: { type: String, default: null },
    opportunityId: { type: String, default: null },
    status: { type: String, enum: ['pending'], required: true, default: 'pending' },
  },
  { collection: 'project_applications', timestamps: true, versionKey: false },
);
ApplicationSchema.index(
  { projectId: 1, userId: 1 },
  {
    unique: true,
    partialFilterExpression: { status: 'pending' },
    name: 'one_pending_application_per_user',
  },
);
ApplicationSchema.index({ projectId: 1, createdAt: 1 });

export type ApplicationDocument = InferSchemaType<typeof ApplicationSchema>;
