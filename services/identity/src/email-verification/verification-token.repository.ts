import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  VERIFICATION_TOKEN_MODEL,
  type VerificationTokenDocument,
} from './verification-token.schema';

@Injectable()
export class VerificationTokenRepository {
  constructor(
    @InjectModel(VERIFICATION_TOKEN_MODEL)
    private readonly tokens: Model<VerificationTokenDocument>,
  ) {}

  async insert(tokenHash: string, accountId: string, expiresAt: Date): Promise<void> {
    await this.tokens.create({ _id: tokenHash, accountId, expiresAt });
  }

  /** Removes and answers the unexpired token in one step, so a link verifies at most once. */
  async consume(tokenHash: string, now: Date): Promise<{ accountId: string } | null> {
    const record = await this.tokens
      .findOneAndDelete({ _id: tokenHash, expiresAt: { $gt: now } })
      .lean<VerificationTokenDocument>()
      .exec();
    return record ? { accountId: record.accountId } : null;
  }
}
