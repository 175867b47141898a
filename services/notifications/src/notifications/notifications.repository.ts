import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { withId } from '@filmcollab/service-kit';
import type { NotificationEntityType } from '@filmcollab/contracts';
import type { QueryFilter, Model } from 'mongoose';
import type { NewNotification, NotificationRecord } from './notification-record';
import { NOTIFICATION_MODEL, type NotificationDocument } from './notification.schema';

function toRecord(doc: NotificationDocument): NotificationRecord {
  return withId(doc) as NotificationRecord;
}

/** Which of a user's notifications an event resolves (e.g. every one about a connection request). */
export interface NotificationMatch {
  relatedEntityType?: NotificationEntityType;
  relatedEntityId?: string;
  groupKey?: string;
}

@Injectable()
export class NotificationsRepository implements OnModuleInit {
  constructor(
    @InjectModel(NOTIFICATION_MODEL) private readonly notifications: Model<NotificationDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.notifications.init();
  }

  /**
   * Joins the user's unread item with the same group key (count + 1, moved to the top) or adds one;
   * `grouped` says which.
   */
  async addOrGroup(
    input: NewNotification,
  ): Promise<{ record: NotificationRecord; grouped: boolean }> {
    const { at, ...fields } = input;
    if (input.groupKey) {
      const grouped = await this.notifications
        .findOneAndUpdate(
          { userId: input.userId, groupKey: input.groupKey, isRead: false },
          {
            $inc: { count: 1 },
            $set: {
              createdAt: at,
              relatedEntityId: input.relatedEntityId,
              relatedEntityType: input.relatedEntityType,
              relatedProfileId: input.relatedProfileId,
              actorName: input.actorName,
              subject: input.subject,
              detail: input.detail,
            },
          },
          { returnDocument: 'after' },
        )
        .lean<NotificationDocument>()
        .exec();
      if (grouped) return { record: toRecord(grouped), grouped: true };
    }
    const created = await this.notifications.create({
      _id: randomUUID(),
      ...fields,
      count: 1,
      isRead: false,
      createdAt: at,
    });
    return { record: toRecord(created.toObject() as NotificationDocument), grouped: false };
  }

  latest(userId: string, limit: number): Promise<NotificationRecord[]> {
    return this.find({ userId }, limit);
  }

  async unreadCount(userId: string): Promise<number> {
    return this.notifications.countDocuments({ userId, isRead: false }).exec();
  }

  /** Marks those of `ids` that are the user's and unread; answers the ids it changed. */
  markRead(userId: string, ids: readonly string[], at: Date): Promise<string[]> {
    return this.markReadWhere({ userId, _id: { $in: [...ids] } }, at);
  }

  markAllRead(userId: string, at: Date): Promise<string[]> {
    return this.markReadWhere({ userId }, at);
  }

  markMatchingRead(userId: string, match: NotificationMatch, at: Date): Promise<string[]> {
    return this.markReadWhere({ userId, ...match }, at);
  }

  /** The user's notification about this entity, if any (the newest). */
  async findAbout(userId: string, match: NotificationMatch): Promise<NotificationRecord | null> {
    const [found] = await this.find({ userId, ...match }, 1);
    return found ?? null;
  }

  async setEntityType(id: string, relatedEntityType: NotificationEntityType): Promise<void> {
    await this.notifications.updateOne({ _id: id }, { $set: { relatedEntityType } }).exec();
  }

  /** Users with unread notifications created before `cutoff` that no digest took yet. */
  async usersAwaitingDigest(cutoff: Date, limit: number): Promise<string[]> {
    const docs = await this.notifications
      .find({ isRead: false, digestedAt: null, createdAt: { $lte: cutoff } }, { userId: 1 })
      .sort({ createdAt: 1 })
      .limit(limit * 20)
      .lean<Pick<NotificationDocument, '_id' | 'userId'>[]>()
      .exec();
    return [...new Set(docs.map((doc) => doc.userId))].slice(0, limit);
  }

  awaitingDigest(userId: string, cutoff: Date): Promise<NotificationRecord[]> {
    return this.find({ userId, isRead: false, digestedAt: null, createdAt: { $lte: cutoff } }, 500);
  }

  async markDigested(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.notifications
      .updateMany({ _id: { $in: [...ids] } }, { $set: { digestedAt: at } })
      .exec();
  }

  private async find(
    filter: QueryFilter<NotificationDocument>,
    limit: number,
  ): Promise<NotificationRecord[]> {
    const docs = await this.notifications
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<NotificationDocument[]>()
      .exec();
    return docs.map(toRecord);
  }

  private async markReadWhere(
    filter: QueryFilter<NotificationDocument>,
    at: Date,
  ): Promise<string[]> {
    const unread = { ...filter, isRead: false };
    const ids = (
      await this.notifications.find(unread, { _id: 1 }).lean<{ _id: string }[]>().exec()
    ).map((doc) => doc._id);
    if (ids.length === 0) return [];
    // Only rows still unread change: a concurrent mark cannot count twice.
    await this.notifications
      .updateMany({ _id: { $in: ids }, isRead: false }, { $set: { isRead: true, readAt: at } })
      .exec();
    return ids;
  }
}
