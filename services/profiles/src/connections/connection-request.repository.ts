import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ConnectionRequestStatus } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { connectionPairKey } from './connection-pair';
import type { ConnectionRequestRecord } from './connection-request-record';
import {
  CONNECTION_REQUEST_MODEL,
  type ConnectionRequestDocument,
} from './connection-request.schema';

export class PendingRequestExistsError extends Error {
  constructor() {
    super('a pending connection request already exists between these users');
  }
}

/** Drops the pair key and `updatedAt`; `respondedAt` defaults to null, which mongoose infers as optional. */
function toRecord(doc: ConnectionRequestDocument): ConnectionRequestRecord {
  const { pairKey: _pairKey, updatedAt: _updatedAt, ...request } = withId(doc);
  return { ...request, respondedAt: request.respondedAt ?? null };
}

const LIST_LIMIT = 200;

@Injectable()
export class ConnectionRequestRepository implements OnModuleInit {
  constructor(
    @InjectModel(CONNECTION_REQUEST_MODEL)
    private readonly requests: Model<ConnectionRequestDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.requests.init();
  }

  /** Throws `PendingRequestExistsError` when the pair already has a pending request (either direction). */
  async insertPending(senderId: string, receiverId: string): Promise<ConnectionRequestRecord> {
    const created = await conflictOnDuplicate(
      () =>
        this.requests.create({
          _id: randomUUID(),
          senderId,
          receiverId,
          pairKey: connectionPairKey(senderId, receiverId),
          status: 'pending',
        }),
      () => new PendingRequestExistsError(),
    );
    return toRecord(created.toObject());
  }

  async findById(id: string): Promise<ConnectionRequestRecord | null> {
    const doc = await this.requests.findById(id).lean<ConnectionRequestDocument>().exec();
    return doc ? toRecord(doc) : null;
  }

  async findPendingBetween(
    userId: string,
    otherUserId: string,
  ): Promise<ConnectionRequestRecord | null> {
    const doc = await this.requests
      .findOne({ pairKey: connectionPairKey(userId, otherUserId), status: 'pending' })
      .lean<ConnectionRequestDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  async list(
    userId: string,
    direction: 'incoming' | 'outgoing',
    status: ConnectionRequestStatus,
  ): Promise<ConnectionRequestRecord[]> {
    const filter = direction === 'incoming' ? { receiverId: userId } : { senderId: userId };
    const docs = await this.requests
      .find({ ...filter, status })
      .sort({ createdAt: -1 })
      .limit(LIST_LIMIT)
      .lean<ConnectionRequestDocument[]>()
      .exec();
    return docs.map(toRecord);
  }

  /** Moves a pending request to `status`; null when it was not pending any more (answered meanwhile). */
  async answer(
    id: string,
    status: 'accepted' | 'rejected',
    respondedAt: Date,
  ): Promise<ConnectionRequestRecord | null> {
    const doc = await this.requests
      .findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status, respondedAt } },
        { returnDocument: 'after' },
      )
      .lean<ConnectionRequestDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }
}
