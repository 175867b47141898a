import { randomUUID } from 'node:crypto';
import { withId } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FEEDBACK_MODEL, type FeedbackDocument } from './feedback.schema';

export interface FeedbackRecord {
  id: string;
  userId: string;
  userName: string;
  feedbackText: string;
  createdAt: Date;
}

@Injectable()
export class FeedbackRepository {
  constructor(@InjectModel(FEEDBACK_MODEL) private readonly feedback: Model<FeedbackDocument>) {}

  async insert(entry: Omit<FeedbackRecord, 'id' | 'createdAt'>): Promise<FeedbackRecord> {
    const created = await this.feedback.create({ _id: randomUUID(), ...entry });
    return withId(created.toObject());
  }

  async listByUser(userId: string): Promise<FeedbackRecord[]> {
    const docs = await this.feedback
      .find({ userId })
      .sort({ createdAt: 1 })
      .lean<FeedbackDocument[]>()
      .exec();
    return docs.map(withId);
  }
}
