import { type InferSchemaType, Schema } from 'mongoose';

export const PREFERENCE_MODEL = 'NotificationPreference';

/** Collection `notification_preferences`: one per user who changed a switch; kinds absent are on. */
export const PreferenceSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Kinds whose unread notifications stay out of the digest e-mail. */
    emailOff: { type: [String], default: [] },
  },
  { collection: 'notification_preferences', versionKey: false, timestamps: true },
);

export type PreferenceDocument = InferSchemaType<typeof PreferenceSchema> & { _id: string };
