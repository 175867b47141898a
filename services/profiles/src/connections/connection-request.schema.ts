import { type InferSchemaType, Schema } from 'mongoose';
import { ConnectionRequestStatusSchema } from '@filmcollab/contracts';

export const CONNECTION_REQUEST_MODEL = 'ConnectionRequest';

/** Collection `connection_requests`. */
export const ConnectionRequestSchema = new Schema(
  {
    _id: { type: String, required: true },
    senderId: { type: String, required: true, index: true },
    receiverId: { type: String, required: true, index: true },
    /** Same for both directions, so one pending request per pair is one unique index. */
    pairKey: { type: String, required: true },
    status: {
      type: String,
      enum: ConnectionRequestStatusSchema.options,
      required: true,
      default: 'pending',
    },
    respondedAt: { type: Date, default: null },
  },
  { collection: 'connection_requests', timestamps: true, versionKey: false },
);

ConnectionRequestSchema.index(
  { pairKey: 1 },
  {
    unique: true,
    partialFilterExpression: { status: 'pending' },
    name: 'one_pending_request_per_pair',
  },
);

export type ConnectionRequestDocument = InferSchemaType<typeof ConnectionRequestSchema>;
