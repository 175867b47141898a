import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { REFRESH_TOKEN_MODEL, type RefreshTokenDocument } from './refresh-token.schema';

export type RefreshTokenUse = 'rotated' | 'reused' | 'unknown';

@Injectable()
export class RefreshTokenRepository {
  constructor(
    @InjectModel(REFRESH_TOKEN_MODEL) private readonly tokens: Model<RefreshTokenDocument>,
  ) {}

  async insert(jti: string, token: Omit<RefreshTokenDocument, '_id' | 'usedAt'>): Promise<void> {
    await this.tokens.create({ _id: jti, ...token, usedAt: null });
  }

  /** Marks the token used in one step: the first caller rotates it, any later one is a reuse. */
  async markUsed(jti: string, at: Date): Promise<RefreshTokenUse> {
    const before = await this.tokens
      .findOneAndUpdate({ _id: jti, usedAt: null }, { $set: { usedAt: at } })
      .lean<RefreshTokenDocument>()
      .exec();
    if (before) {
      return 'rotated';
    }
    return (await this.tokens.exists({ _id: jti })) ? 'reused' : 'unknown';
  }
}
