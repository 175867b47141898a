import { Schema } from 'mongoose';
import type { ConnectionRequestStatus } from '@filmcollab/contracts';

export const CONNECTION_REQUEST_MODEL = 'ConnectionRequest';

/** Collection `connection_requests`. */
export interface ConnectionRequestDocument {
  _id: string;
  senderId: string;
  receiverId: string;
  /** Same for both directions, so one pending request per pair is one unique index. */
  pairKey: string;
  status: ConnectionRequestStatus;
  respondedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ConnectionRequestSchema = new Schema<ConnectionRequestDocument>(
  {
    _id: { type: String, required: true },
    senderId: { type: String, required: true, index: true },
    receiverId: { type: String, required: true, index: true },
    pairKey: { type: String, required: true },
    status: { type: String, required: true, default: 'pending' },
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
