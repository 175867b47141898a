import { type InferSchemaType, Schema } from 'mongoose';

export const TIME_LOG_MODEL = 'TimeLog';

/** Collection `task_time_logs`: open while `endTime` is null. */
export const TimeLogSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    taskId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    startTime: { type: Date, required: true },
    endTime: { type: Date, default: null },
    durationMinutes: { type: Number, default: null },
    description: { type: String, default: null },
    /** The user's id while the log is open, absent once closed: one open log per user. */
    openFor: { type: String },
  },
  { collection: 'task_time_logs', versionKey: false },
);
TimeLogSchemaDefinition.index({ openFor: 1 }, { unique: true, sparse: true });

export type TimeLogDocument = InferSchemaType<typeof TimeLogSchemaDefinition> & { _id: string };
