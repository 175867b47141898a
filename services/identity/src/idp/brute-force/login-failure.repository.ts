import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LOGIN_FAILURE_MODEL, type LoginFailureDocument } from './login-failure.schema';

@Injectable()
export class LoginFailureRepository {
  constructor(
    @InjectModel(LOGIN_FAILURE_MODEL) private readonly failures: Model<LoginFailureDocument>,
  ) {}

  async anyLocked(keys: string[], now: Date): Promise<boolean> {
    return (await this.failures.exists({ _id: { $in: keys }, lockedUntil: { $gt: now } })) !== null;
  }

  /**
   * Counts one failure (starting again when the last one is older than `forgetBefore`) and answers
   * the new count; `lockFor(count)` ms of lockout are applied at once, never shortening a longer one.
   */
  async recordFailure(
    key: string,
    now: Date,
    forgetBefore: Date,
    expiresAt: Date,
    lockFor: (failures: number) => number,
  ): Promise<number> {
    await this.failures.deleteOne({ _id: key, lastFailureAt: { $lte: forgetBefore } }).exec();
    const doc = await this.failures
      .findOneAndUpdate(
        { _id: key },
        { $inc: { failures: 1 }, $set: { lastFailureAt: now, expiresAt } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<LoginFailureDocument>()
      .exec();
    const failures = doc?.failures ?? 1;
    const lockMs = lockFor(failures);
    if (lockMs > 0) {
      await this.failures
        .updateOne({ _id: key }, { $max: { lockedUntil: new Date(now.getTime() + lockMs) } })
        .exec();
    }
    return failures;
  }

  async clear(key: string): Promise<void> {
    await this.failures.deleteOne({ _id: key }).exec();
  }
}
