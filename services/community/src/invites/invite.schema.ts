import { type InferSchemaType, Schema } from 'mongoose';

export const INVITE_MODEL = 'FriendInvite';

/**
 * Collection `friend_invites`: one per inviter, address and UTC day. `_id` is
 * `{inviterId}:{email}:{YYYY-MM-DD}`, so a second invite that day is the same document and sends
 * nothing.
 */
export const InviteSchema = new Schema(
  {
    _id: { type: String, required: true },
    inviteId: { type: String, required: true },
    inviterId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    day: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'friend_invites', versionKey: false },
);

export type InviteDocument = InferSchemaType<typeof InviteSchema> & { _id: string };
