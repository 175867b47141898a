import { Schema } from 'mongoose';

export const PROCESSED_EVENT_MODEL = 'ProcessedEvent';

export interface ProcessedEventRecord {
  eventId: string;
  subject: string;
  handledAt: Date;
}

/** Ids of events this service has handled, so redelivered events are acknowledged without running twice. */
export const ProcessedEventSchema = new Schema<ProcessedEventRecord>(
  {
    eventId: { type: String, required: true, unique: true },
    subject: { type: String, required: true },
    handledAt: { type: Date, required: true },
  },
  { collection: 'processed_events', versionKey: false },
);
