import { type InferSchemaType, Schema } from 'mongoose';
import { BUDGET_RANGES, OPPORTUNITY_CATEGORIES, REQUIRED_ROLES } from '@filmcollab/contracts';

export const OPPORTUNITY_MODEL = 'Opportunity';

const nullableString = { type: String, default: null };

/**
 * Collection `opportunities` (spec 03 `requirements`). Expired ones stay stored (their page still
 * answers) and leave the lists through the query (`expiresAt` null or after now), never by a job.
 */
export const OpportunitySchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    creatorId: { type: String, required: true },
    title: { type: String, required: true },
    description: nullableString,
    category: { type: String, enum: OPPORTUNITY_CATEGORIES, required: true },
    role: { type: String, enum: REQUIRED_ROLES, required: true },
    location: nullableString,
    durationMinutes: { type: Number, default: null },
    budgetRange: { type: String, enum: [...BUDGET_RANGES, null], default: null },
    genre: nullableString,
    languages: { type: [String], default: [] },
    expiresAt: { type: Date, default: null },
  },
  { collection: 'opportunities', timestamps: true, versionKey: false },
);
OpportunitySchema.index({ createdAt: -1, _id: -1 });
OpportunitySchema.index({ projectId: 1, createdAt: -1 });

export type OpportunityDocument = InferSchemaType<typeof OpportunitySchema>;
