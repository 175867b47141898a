import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SIGNING_KEY_MODEL, type SigningKeyRecord } from './signing-key.schema';

export type StoredSigningKey = Omit<SigningKeyRecord, '_id'>;

const ACTIVE_KEY_ID = 'active';

@Injectable()
export class SigningKeyRepository {
  constructor(@InjectModel(SIGNING_KEY_MODEL) private readonly keys: Model<SigningKeyRecord>) {}

  async findActive(): Promise<StoredSigningKey | null> {
    const record = await this.keys.findById(ACTIVE_KEY_ID).lean<SigningKeyRecord>().exec();
    return (
      record && {
        kid: record.kid,
        privateJwk: record.privateJwk,
        publicJwk: record.publicJwk,
        createdAt: record.createdAt,
      }
    );
  }

  /** Stores `key` unless another instance stored one first; either way the stored key wins. */
  async saveActiveIfAbsent(key: StoredSigningKey): Promise<StoredSigningKey> {
    await this.keys
      .updateOne({ _id: ACTIVE_KEY_ID }, { $setOnInsert: key }, { upsert: true })
      .exec();
    const stored = await this.findActive();
    if (!stored) {
      throw new Error('The signing key was not stored');
    }
    return stored;
  }
}
