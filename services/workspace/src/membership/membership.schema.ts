import { type InferSchemaType, Schema } from 'mongoose';

export const MEMBERSHIP_MODEL = 'Membership';

/**
 * Collection `memberships`: the workspace's copy of projects' `member.joined` / `member.removed`
 * (`_id` = `{projectId}|{userId}`). Events may arrive twice or out of order, so a row keeps the time
 * of the change it reflects and only a later change overwrites it.
 */
export const MembershipSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    role: { type: String, required: true },
    active: { type: Boolean, required: true },
    joinedAt: { type: Date, required: true },
    changedAt: { type: Date, required: true },
  },
  { collection: 'memberships', versionKey: false },
);

export type MembershipDocument = InferSchemaType<typeof MembershipSchema> & { _id: string };
