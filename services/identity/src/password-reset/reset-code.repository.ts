import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RESET_CODE_MODEL, type ResetCodeDocument } from './reset-code.schema';

export interface ResetCode {
  email: string;
  accountId: string;
  salt: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** `_id` is the address: renamed to `email`. */
const toResetCode = ({ _id, ...code }: ResetCodeDocument): ResetCode => ({ email: _id, ...code });

@Injectable()
export class ResetCodeRepository {
  constructor(@InjectModel(RESET_CODE_MODEL) private readonly codes: Model<ResetCodeDocument>) {}

  /** Stores the address's new code, replacing any earlier one (and its attempt count). */
  async replace({ email, ...code }: Omit<ResetCode, 'attempts'>): Promise<void> {
    await this.codes
      .updateOne({ _id: email }, { $set: { ...code, attempts: 0 } }, { upsert: true })
      .exec();
  }

  /**
   * Counts one attempt against the address's unexpired code, atomically, so parallel guesses
   * cannot exceed the limit; null when there is no such code or its attempts are used up.
   */
  async claimAttempt(email: string, now: Date, maxAttempts: number): Promise<ResetCode | null> {
    const doc = await this.codes
      .findOneAndUpdate(
        { _id: email, expiresAt: { $gt: now }, attempts: { $lt: maxAttempts } },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean<ResetCodeDocument>()
      .exec();
    return doc ? toResetCode(doc) : null;
  }

  /** Removes the code if it is still this one; true for exactly one caller (single use). */
  async consume(email: string, codeHash: string): Promise<boolean> {
    const doc = await this.codes.findOneAndDelete({ _id: email, codeHash }).lean().exec();
    return doc !== null;
  }

  async delete(email: string): Promise<void> {
    await this.codes.deleteOne({ _id: email }).exec();
  }
}
