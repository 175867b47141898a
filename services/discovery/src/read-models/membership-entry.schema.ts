import { type InferSchemaType, Schema } from 'mongoose';

export const MEMBERSHIP_ENTRY_MODEL = 'MembershipEntry';

/**
 * Who is an active member of which project (collection `memberships`, `_id` = `projectId:userId`)
 * from `projects.member.joined` / `.removed`: My Space's lists and member counts. `asOf` (the
 * event's time) lets a join and a removal arriving on different consumers settle on the later one.
 */
export const MembershipEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    role: { type: String, required: true },
    active: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'memberships', versionKey: false },
);
MembershipEntrySchema.index({ userId: 1, active: 1 });
MembershipEntrySchema.index({ projectId: 1, active: 1 });

export type MembershipEntryDocument = InferSchemaType<typeof MembershipEntrySchema>;
