import { type InferSchemaType, Schema } from 'mongoose';
import { AUDIT_ACTIONS } from '@filmcollab/contracts';

export const AUDIT_ENTRY_MODEL = 'ParticipationAuditEntry';

/**
 * Collection `project_participation_audit` (spec 03): the story of a user's participation, kept
 * after applications and member rows are deleted; the applicant's status card reads the latest.
 */
export const AuditEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    createdBy: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    role: { type: String, default: null },
    message: { type: String, default: null },
    createdAt: { type: Date, required: true },
    /** Orders entries written in the same millisecond. */
    sequence: { type: Number, required: true },
  },
  { collection: 'project_participation_audit', versionKey: false },
);
AuditEntrySchema.index({ projectId: 1, userId: 1, createdAt: -1, sequence: -1 });

export type AuditEntryDocument = InferSchemaType<typeof AuditEntrySchema>;
