import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { COMMENT_MODEL, type CommentDocument } from './comment.schema';

export interface CommentRecord {
  id: string;
  filmId: string;
  userId: string;
  atSeconds: number;
  text: string;
  createdAt: Date;
}

@Injectable()
export class CommentRepository {
  constructor(@InjectModel(COMMENT_MODEL) private readonly comments: Model<CommentDocument>) {}

  async insert(comment: CommentRecord): Promise<CommentRecord> {
    const { id, ...rest } = comment;
    await this.comments.create({ _id: id, ...rest });
    return comment;
  }

  /** In timeline order. */
  async forFilm(filmId: string): Promise<CommentRecord[]> {
    const docs = await this.comments
      .find({ filmId })
      .sort({ atSeconds: 1, createdAt: 1 })
      .lean<CommentDocument[]>()
      .exec();
    return docs.map(({ _id, filmId: film, userId, atSeconds, text, createdAt }) => ({
      id: _id,
      filmId: film,
      userId,
      atSeconds,
      text,
      createdAt,
    }));
  }

  async deleteForFilm(filmId: string): Promise<void> {
    await this.comments.deleteMany({ filmId }).exec();
  }
}
