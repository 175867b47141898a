import { type InferSchemaType, Schema } from 'mongoose';
import { NOTIFICATION_KINDS, NotificationEntityTypeSchema } from '@filmcollab/contracts';

export const NOTIFICATION_MODEL = 'Notification';

/**
 * Collection `notifications`. Title and message are not stored: they are built from `kind`,
 * `count` and the words the event carried (`actorName`, `subject`, `detail`), so a grouped item's
 * text always matches its count.
 */
export const NotificationSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    relatedEntityType: {
      type: String,
      enum: NotificationEntityTypeSchema.options,
      required: true,
    },
    relatedEntityId: { type: String, required: true },
    relatedProfileId: { type: String, default: null },
    projectId: { type: String, default: null },
    /** Unread items with the same key are one item (`count` > 1); null: never grouped. */
    groupKey: { type: String, default: null },
    count: { type: Number, required: true, default: 1 },
    /** Who did it: sender, applicant, inviter. */
    actorName: { type: String, default: null },
    /** What it is about: a project's title. */
    subject: { type: String, default: null },
    /** A role, or a message preview. */
    detail: { type: String, default: null },
    isRead: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
    /** When the daily digest took it (sent or skipped by preference). */
    digestedAt: { type: Date, default: null },
  },
  { collection: 'notifications', versionKey: false },
);

NotificationSchema.index({ userId: 1, createdAt: -1 });
NotificationSchema.index({ userId: 1, isRead: 1 });
NotificationSchema.index({ userId: 1, groupKey: 1, isRead: 1 });
NotificationSchema.index({ isRead: 1, digestedAt: 1, createdAt: 1 });

export type NotificationDocument = InferSchemaType<typeof NotificationSchema> & { _id: string };
