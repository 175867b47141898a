import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  AUTHORIZATION_CODE_MODEL,
  type AuthorizationCodeDocument,
} from './authorization-code.schema';
import type { AuthorizationCode } from './authorization-code';

@Injectable()
export class AuthorizationCodeRepository {
  constructor(
    @InjectModel(AUTHORIZATION_CODE_MODEL) private readonly codes: Model<AuthorizationCodeDocument>,
  ) {}

  async insert(codeHash: string, code: AuthorizationCode): Promise<void> {
    await this.codes.create({ _id: codeHash, ...code });
  }

  /** Removes and answers the code in one step, so two concurrent exchanges cannot both succeed. */
  async consume(codeHash: string): Promise<AuthorizationCode | null> {
    const doc = await this.codes
      .findOneAndDelete({ _id: codeHash })
      .lean<AuthorizationCodeDocument>()
      .exec();
    if (!doc) {
      return null;
    }
    // `nonce` defaults to null, which mongoose infers as optional.
    const { _id: _hash, ...code } = doc;
    return { ...code, nonce: code.nonce ?? null };
  }

  async deleteExpired(before: Date): Promise<void> {
    await this.codes.deleteMany({ expiresAt: { $lt: before } }).exec();
  }
}
