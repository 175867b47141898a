import { type InferSchemaType, Schema } from 'mongoose';

export const OUTBOX_ENTRY_MODEL = 'OutboxEntry';

/** An event stored with the write that caused it, until the relay has put it on JetStream. */
export const OutboxEntrySchema = new Schema(
  {
    /** The envelope id: JetStream's `msgID`, so a re-publish is stored once. */
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    /** The envelope as JSON, exactly as it will be published. */
    envelope: { type: String, required: true },
    createdAt: { type: Date, required: true, index: true },
    /** The W3C trace context of the write (`traceparent`, `tracestate`): the relay publishes in it. */
    traceContext: { type: Object, required: false },
  },
  { collection: 'outbox', versionKey: false },
);

export type OutboxEntryDocument = InferSchemaType<typeof OutboxEntrySchema>;
