import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  RATE_LIMIT_COUNTER_MODEL,
  type RateLimitCounterDocument,
} from './rate-limit-counter.schema';

@Injectable()
export class RateLimitCounterRepository {
  constructor(
    @InjectModel(RATE_LIMIT_COUNTER_MODEL)
    private readonly counters: Model<RateLimitCounterDocument>,
  ) {}

  /** Adds one attempt to the window's counter atomically and answers the new count. */
  async increment(key: string, expiresAt: Date): Promise<number> {
    const doc = await this.counters
      .findOneAndUpdate(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<RateLimitCounterDocument>()
      .exec();
    return doc?.count ?? 1;
  }
}
