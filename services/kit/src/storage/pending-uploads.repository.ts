import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PENDING_UPLOAD_MODEL, type PendingUploadDocument } from './pending-upload.schema';

/** An issued, unconfirmed upload as stored. */
export type PendingUploadRecord = PendingUploadDocument;

function toRecord({ bucket, key, contentType, maxBytes, expiresAt }: PendingUploadDocument) {
  return { bucket, key, contentType, maxBytes, expiresAt };
}

@Injectable()
export class PendingUploadsRepository {
  constructor(
    @InjectModel(PENDING_UPLOAD_MODEL) private readonly model: Model<PendingUploadDocument>,
  ) {}

  /** Issuing the same key again replaces its rules and expiry. */
  async save(upload: PendingUploadDocument): Promise<void> {
    await this.model.updateOne(
      { bucket: upload.bucket, key: upload.key },
      { $set: upload },
      { upsert: true },
    );
  }

  async find(bucket: string, key: string): Promise<PendingUploadRecord | null> {
    const doc = await this.model.findOne({ bucket, key }).lean<PendingUploadDocument>();
    return doc ? toRecord(doc) : null;
  }

  async expiredAt(now: Date, limit: number): Promise<PendingUploadRecord[]> {
    const docs = await this.model
      .find({ expiresAt: { $lte: now } })
      .sort({ expiresAt: 1 })
      .limit(limit)
      .lean<PendingUploadDocument[]>();
    return docs.map(toRecord);
  }

  /** Removes the record only if it was not issued anew since it was read. */
  async delete(upload: Pick<PendingUploadRecord, 'bucket' | 'key' | 'expiresAt'>): Promise<void> {
    await this.model.deleteOne({
      bucket: upload.bucket,
      key: upload.key,
      expiresAt: upload.expiresAt,
    });
  }
}
