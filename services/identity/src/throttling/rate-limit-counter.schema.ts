import { type InferSchemaType, Schema } from 'mongoose';

export const RATE_LIMIT_COUNTER_MODEL = 'RateLimitCounter';

/**
 * Attempts of one kind by one subject in one fixed window (collection `rate_limit_counters`);
 * `_id` is `<limit>:<sha256 of the subject>:<window number>`, so e-mail addresses and client
 * addresses are counted without being stored.
 */
export const RateLimitCounterSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'rate_limit_counters', versionKey: false },
);

export type RateLimitCounterDocument = InferSchemaType<typeof RateLimitCounterSchema>;
