import { type InferSchemaType, Schema } from 'mongoose';
import { INVITATION_STATUSES } from '@filmcollab/contracts';

export const INVITATION_MODEL = 'ProjectInvitation';

/**
 * Collection `project_invitations` (spec 03). Answered invitations stay with their answer; one
 * pending invitation per (project, invitee), so a double-click on Invite never sends two.
 */
export const InvitationSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    inviterId: { type: String, required: true },
    inviteeId: { type: String, required: true },
    role: { type: String, required: true },
    message: { type: String, default: null },
    status: { type: String, enum: INVITATION_STATUSES, required: true, default: 'pending' },
    answeredAt: { type: Date, default: null },
  },
  { collection: 'project_invitations', timestamps: true, versionKey: false },
);
InvitationSchema.index(
  { projectId: 1, inviteeId: 1 },
  {
    unique: true,
    partialFilterExpression: { status: 'pending' },
    name: 'one_pending_invitation_per_invitee',
  },
);
InvitationSchema.index({ inviteeId: 1, status: 1, createdAt: -1 });

export type InvitationDocument = InferSchemaType<typeof InvitationSchema>;
