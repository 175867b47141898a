import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { InvalidLogoutTokenError } from './invalid-logout-token.error';
import { USED_LOGOUT_TOKEN_MODEL, type UsedLogoutTokenDocument } from './used-logout-token.schema';

@Injectable()
export class UsedLogoutTokenRepository {
  constructor(
    @InjectModel(USED_LOGOUT_TOKEN_MODEL)
    private readonly tokens: Model<UsedLogoutTokenDocument>,
  ) {}

  /** Records a token's `jti`; one recorded before (a replay) throws `InvalidLogoutTokenError`. */
  async markUsed(jti: string, keepUntil: Date): Promise<void> {
    await conflictOnDuplicate(
      () => this.tokens.create({ _id: jti, expiresAt: keepUntil }),
      () => new InvalidLogoutTokenError('jti already used'),
    );
  }
}
