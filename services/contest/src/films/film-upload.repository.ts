import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FILM_UPLOAD_MODEL, type FilmUploadDocument } from './film-upload.schema';

export interface FilmUploadRecord {
  key: string;
  userId: string;
  kind: 'video' | 'captions' | 'chunked';
  contentType: string;
  size: number;
  expiresAt: Date;
}

@Injectable()
export class FilmUploadRepository {
  constructor(@InjectModel(FILM_UPLOAD_MODEL) private readonly uploads: Model<FilmUploadDocument>) {}

  async save(upload: FilmUploadRecord): Promise<void> {
    const { key, ...rest } = upload;
    await this.uploads.updateOne({ _id: key }, { $set: rest }, { upsert: true }).exec();
  }

  async find(key: string): Promise<FilmUploadRecord | null> {
    const doc = await this.uploads.findById(key).lean<FilmUploadDocument>().exec();
    if (!doc) return null;
    return {
      key: doc._id,
      userId: doc.userId,
      kind: doc.kind as FilmUploadRecord['kind'],
      contentType: doc.contentType,
      size: doc.size,
      expiresAt: doc.expiresAt,
    };
  }

  async delete(key: string): Promise<void> {
    await this.uploads.deleteOne({ _id: key }).exec();
  }
}
