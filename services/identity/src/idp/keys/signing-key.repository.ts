import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SIGNING_KEY_MODEL, type SigningKeyDocument } from './signing-key.schema';

export type StoredSigningKey = Omit<SigningKeyDocument, '_id'>;

const ACTIVE_KEY_ID = 'active';

@Injectable()
export class SigningKeyRepository {
  constructor(@InjectModel(SIGNING_KEY_MODEL) private readonly keys: Model<SigningKeyDocument>) {}

  async findActive(): Promise<StoredSigningKey | null> {
    const doc = await this.keys.findById(ACTIVE_KEY_ID).lean<SigningKeyDocument>().exec();
    if (!doc) {
      return null;
    }
    // The one key's `_id` is a fixed name, not an identity worth answering.
    const { _id: _active, ...key } = doc;
    return key;
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
