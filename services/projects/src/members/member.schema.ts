import { type InferSchemaType, Schema } from 'mongoose';

export const MEMBER_MODEL = 'ProjectMember';

/**
 * Collection `project_members` (spec 03): only active rows are kept — leaving and removal delete
 * the row (the audit keeps the story). One active row per (project, user), so a double-click on
 * Accept never adds a member twice.
 */
export const MemberSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    role: { type: String, required: true },
    status: { type: String, enum: ['active'], required: true, default: 'active' },
    joinedAt: { type: Date, required: true },
    invitedBy: { type: String, default: null },
  },
  { collection: 'project_members', timestamps: true, versionKey: false },
);
MemberSchema.index(
  { projectId: 1, userId: 1 },
  {
    unique: true,
    partialFilterExpression: { status: 'active' },
    name: 'one_active_member_per_user',
  },
);
MemberSchema.index({ userId: 1, joinedAt: 1 });

export type MemberDocument = InferSchemaType<typeof MemberSchema>;
