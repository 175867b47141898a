import { type InferSchemaType, Schema } from 'mongoose';

export const DIGEST_SCHEDULE_MODEL = 'DigestSchedule';

/**
 * Collection `digest_schedule`: one document (`daily`) holding when the next digest is due, so the
 * schedule survives restarts, and a lease so that one replica runs it.
 */
export const DigestScheduleSchema = new Schema(
  {
    _id: { type: String, required: true },
    nextRunAt: { type: Date, required: true },
    /** Held by the replica running the digest until then; a crashed run's lease just runs out. */
    lockedUntil: { type: Date, default: null },
    lastRunAt: { type: Date, default: null },
  },
  { collection: 'digest_schedule', versionKey: false },
);

export type DigestScheduleDocument = InferSchemaType<typeof DigestScheduleSchema> & {
  _id: string;
};
