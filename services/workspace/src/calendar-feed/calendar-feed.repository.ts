import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CALENDAR_FEED_MODEL, type CalendarFeedDocument } from './calendar-feed.schema';

export interface CalendarFeedRecord {
  token: string;
  projectId: string;
  userId: string;
}

@Injectable()
export class CalendarFeedRepository {
  constructor(
    @InjectModel(CALENDAR_FEED_MODEL) private readonly feeds: Model<CalendarFeedDocument>,
  ) {}

  async findOf(projectId: string, userId: string): Promise<CalendarFeedRecord | null> {
    const document = await this.feeds
      .findOne({ projectId, userId })
      .lean<CalendarFeedDocument>()
      .exec();
    return document ? { token: document._id, projectId, userId } : null;
  }

  async create(projectId: string, userId: string, at: Date): Promise<CalendarFeedRecord> {
    const token = randomBytes(32).toString('base64url');
    await this.feeds.create({ _id: token, projectId, userId, createdAt: at });
    return { token, projectId, userId };
  }

  async revoke(projectId: string, userId: string): Promise<void> {
    await this.feeds.deleteMany({ projectId, userId }).exec();
  }

  async findByToken(token: string): Promise<CalendarFeedRecord | null> {
    const document = await this.feeds.findById(token).lean<CalendarFeedDocument>().exec();
    return document ? { token, projectId: document.projectId, userId: document.userId } : null;
  }
}
