import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { REFRESH_TOKEN_MODEL, type RefreshTokenDocument } from './refresh-token.schema';

export type RefreshTokenUse = 'rotated' | 'reused' | 'unknown';

/**
 * A rotated refresh token may be redeemed once more this soon after its first use: a page that
 * navigates while its refresh is in flight never stores the new token, and the next page sends
 * the old one. Keycloak's realm has the same one extra use (`refreshTokenMaxReuse: 1`).
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 15_000;

@Injectable()
export class RefreshTokenRepository {
  constructor(
    @InjectModel(REFRESH_TOKEN_MODEL) private readonly tokens: Model<RefreshTokenDocument>,
  ) {}

  async insert(
    jti: string,
    token: Omit<RefreshTokenDocument, '_id' | 'usedAt' | 'graceUsedAt'>,
  ): Promise<void> {
    await this.tokens.create({ _id: jti, ...token, usedAt: null, graceUsedAt: null });
  }

  /**
   * Marks the token used in one step: the first caller rotates it, and so does one more within
   * the grace period; any other use is a reuse.
   */
  async markUsed(jti: string, at: Date): Promise<RefreshTokenUse> {
    if (await this.claim({ _id: jti, usedAt: null }, { usedAt: at })) return 'rotated';
    const graceStart = new Date(at.getTime() - REFRESH_TOKEN_REUSE_GRACE_MS);
    const withinGrace = { _id: jti, usedAt: { $gte: graceStart }, graceUsedAt: null };
    if (await this.claim(withinGrace, { graceUsedAt: at })) return 'rotated';
    return (await this.tokens.exists({ _id: jti })) ? 'reused' : 'unknown';
  }

  private async claim(filter: Record<string, unknown>, set: Partial<RefreshTokenDocument>) {
    return (await this.tokens.findOneAndUpdate(filter, { $set: set }).lean().exec()) !== null;
  }
}
