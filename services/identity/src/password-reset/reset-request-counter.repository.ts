import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  RESET_REQUEST_COUNTER_MODEL,
  type ResetRequestCounterDocument,
} from './reset-request-counter.schema';

@Injectable()
export class ResetRequestCounterRepository {
  constructor(
    @InjectModel(RESET_REQUEST_COUNTER_MODEL)
    private readonly counters: Model<ResetRequestCounterDocument>,
  ) {}

  /** Adds one request to the window's counter atomically and answers the new count. */
  async increment(key: string, expiresAt: Date): Promise<number> {
    const doc = await this.counters
      .findOneAndUpdate(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<ResetRequestCounterDocument>()
      .exec();
    return doc?.count ?? 1;
  }
}
