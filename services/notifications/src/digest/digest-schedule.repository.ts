import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DIGEST_SCHEDULE_MODEL, type DigestScheduleDocument } from './digest-schedule.schema';

const DAILY = 'daily';

@Injectable()
export class DigestScheduleRepository {
  constructor(
    @InjectModel(DIGEST_SCHEDULE_MODEL) private readonly schedule: Model<DigestScheduleDocument>,
  ) {}

  /** Creates the schedule with this first run unless it exists (then it keeps its own). */
  async ensure(firstRunAt: Date): Promise<void> {
    await this.schedule
      .updateOne(
        { _id: DAILY },
        { $setOnInsert: { nextRunAt: firstRunAt, lockedUntil: null, lastRunAt: null } },
        { upsert: true },
      )
      .exec();
  }

  /** Takes the lease when a run is due and nobody holds it; answers whether this caller got it. */
  async claimDue(now: Date, leaseUntil: Date): Promise<boolean> {
    const claimed = await this.schedule
      .findOneAndUpdate(
        {
          _id: DAILY,
          nextRunAt: { $lte: now },
          $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }],
        },
        { $set: { lockedUntil: leaseUntil } },
        { returnDocument: 'after' },
      )
      .lean<DigestScheduleDocument>()
      .exec();
    return claimed !== null && claimed.lockedUntil?.getTime() === leaseUntil.getTime();
  }

  async completed(ranAt: Date, nextRunAt: Date): Promise<void> {
    await this.schedule
      .updateOne({ _id: DAILY }, { $set: { nextRunAt, lockedUntil: null, lastRunAt: ranAt } })
      .exec();
  }

  /** Gives the lease back after a failed run; it is tried again on the next poll. */
  async release(): Promise<void> {
    await this.schedule.updateOne({ _id: DAILY }, { $set: { lockedUntil: null } }).exec();
  }

  async nextRunAt(): Promise<Date | null> {
    const doc = await this.schedule.findById(DAILY).lean<DigestScheduleDocument>().exec();
    return doc?.nextRunAt ?? null;
  }
}
