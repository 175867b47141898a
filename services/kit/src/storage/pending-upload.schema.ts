import { type InferSchemaType, Schema } from 'mongoose';

export const PENDING_UPLOAD_MODEL = 'PendingUpload';

/**
 * One issued upload not yet confirmed. Kept in the database, not in memory, so an upload nobody
 * confirms is deleted after its expiry even across restarts. No TTL index: the record must outlive
 * the object, which the sweeper deletes first.
 */
export const PendingUploadSchema = new Schema(
  {
    bucket: { type: String, required: true },
    key: { type: String, required: true },
    contentType: { type: String, required: true },
    maxBytes: { type: Number, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { collection: 'pending_uploads', versionKey: false },
);
PendingUploadSchema.index({ bucket: 1, key: 1 }, { unique: true });

export type PendingUploadDocument = InferSchemaType<typeof PendingUploadSchema>;
