import { type InferSchemaType, Schema } from 'mongoose';

export const RESET_REQUEST_COUNTER_MODEL = 'PasswordResetRequestCounter';

/**
 * Code requests per e-mail address in one fixed time window (collection
 * `password_reset_request_counters`); `_id` is `<sha256 of the address>:<window number>`, so
 * addresses without an account are counted without being stored.
 */
export const ResetRequestCounterSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'password_reset_request_counters', versionKey: false },
);

export type ResetRequestCounterDocument = InferSchemaType<typeof ResetRequestCounterSchema>;
