import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RECIPIENT_MODEL, type RecipientDocument } from './recipient.schema';

export interface RecipientRecord {
  userId: string;
  email: string;
  name: string | null;
}

@Injectable()
export class RecipientsRepository {
  constructor(
    @InjectModel(RECIPIENT_MODEL) private readonly recipients: Model<RecipientDocument>,
  ) {}

  async find(userId: string): Promise<RecipientRecord | null> {
    const doc = await this.recipients.findById(userId).lean<RecipientDocument>().exec();
    return doc ? { userId: doc._id, email: doc.email, name: doc.name ?? null } : null;
  }

  /** `name` undefined keeps the stored one. */
  async save(userId: string, email: string, name?: string | null): Promise<void> {
    await this.recipients
      .updateOne(
        { _id: userId },
        { $set: { email, ...(name === undefined ? {} : { name }) } },
        { upsert: true },
      )
      .exec();
  }
}
