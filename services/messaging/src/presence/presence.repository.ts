import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Presence, PRESENCE_STATUSES, type PresenceStatus } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { PRESENCE_MODEL, type UserPresenceDocument } from './presence.schema';

/** Spec 01 §4: any stored value other than online, offline or away reads as offline. */
function statusOf(value: string | undefined): PresenceStatus {
  return (PRESENCE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PresenceStatus)
    : 'offline';
}

function toPresence(userId: string, document: UserPresenceDocument | undefined): Presence {
  return {
    userId,
    status: statusOf(document?.status),
    lastSeen: document?.lastSeen ? document.lastSeen.toISOString() : null,
  };
}

@Injectable()
export class PresenceRepository {
  constructor(
    @InjectModel(PRESENCE_MODEL) private readonly presence: Model<UserPresenceDocument>,
  ) {}

  async upsert(userId: string, status: PresenceStatus, at: Date): Promise<Presence> {
    const update =
      status === 'offline' ? { status, updatedAt: at } : { status, updatedAt: at, lastSeen: at };
    const document = await this.presence
      .findOneAndUpdate({ _id: userId }, { $set: update }, { upsert: true, returnDocument: 'after' })
      .lean<UserPresenceDocument>()
      .exec();
    return toPresence(userId, document ?? undefined);
  }

  async socketOpened(userId: string, socketId: string): Promise<void> {
    await this.presence
      .updateOne(
        { _id: userId },
        {
          $addToSet: { sockets: socketId },
          $setOnInsert: { status: 'offline', updatedAt: new Date(0) },
        },
        { upsert: true },
      )
      .exec();
  }

  /**
   * Forgets the socket; when it was the user's last one and they showed as present, they are
   * offline now (returned), else null.
   */
  async socketClosed(userId: string, socketId: string, at: Date): Promise<Presence | null> {
    await this.presence.updateOne({ _id: userId }, { $pull: { sockets: socketId } }).exec();
    const document = await this.presence
      .findOneAndUpdate(
        { _id: userId, sockets: { $size: 0 }, status: { $ne: 'offline' } },
        { $set: { status: 'offline', updatedAt: at, lastSeen: at } },
        { returnDocument: 'after' },
      )
      .lean<UserPresenceDocument>()
      .exec();
    return document ? toPresence(userId, document) : null;
  }

  async findMany(userIds: readonly string[]): Promise<Map<string, Presence>> {
    const documents = userIds.length
      ? await this.presence
          .find({ _id: { $in: [...new Set(userIds)] } })
          .lean<UserPresenceDocument[]>()
          .exec()
      : [];
    const byId = new Map(documents.map((d) => [d._id, d]));
    return new Map(userIds.map((id) => [id, toPresence(id, byId.get(id))]));
  }
}
