import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FileAttachment } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { COMMENT_MODEL, type CommentDocument } from './comment.schema';

export interface CommentRecord {
  id: string;
  postId: string;
  userId: string;
  content: string;
  parentCommentId: string | null;
  fileAttachments: FileAttachment[];
  createdAt: Date;
  updatedAt: Date;
}

function toRecord(document: CommentDocument): CommentRecord {
  return {
    id: document._id,
    postId: document.postId,
    userId: document.userId,
    content: document.content,
    parentCommentId: document.parentCommentId ?? null,
    fileAttachments: (document.fileAttachments ?? []).map((file) => ({
      id: file.id,
      key: file.key,
      name: file.name,
      type: file.type,
      size: file.size,
      url: file.url,
      alt: file.alt ?? null,
    })),
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

@Injectable()
export class CommentRepository {
  constructor(@InjectModel(COMMENT_MODEL) private readonly comments: Model<CommentDocument>) {}

  async insert(record: CommentRecord): Promise<CommentRecord> {
    const { id, ...fields } = record;
    await this.comments.create([{ _id: id, ...fields }]);
    return record;
  }

  async findById(id: string): Promise<CommentRecord | null> {
    const document = await this.comments.findById(id).lean<CommentDocument>().exec();
    return document ? toRecord(document) : null;
  }

  async ofPost(postId: string, limit: number): Promise<CommentRecord[]> {
    const documents = await this.comments
      .find({ postId })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean<CommentDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async updateContent(id: string, content: string, updatedAt: Date): Promise<CommentRecord | null> {
    const document = await this.comments
      .findOneAndUpdate({ _id: id }, { $set: { content, updatedAt } }, { returnDocument: 'after' })
      .lean<CommentDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** The ids of a comment and of every reply under it, however deep. */
  async threadIds(postId: string, commentId: string): Promise<string[]> {
    const ids = [commentId];
    let frontier = [commentId];
    while (frontier.length > 0) {
      const replies = await this.comments
        .find({ postId, parentCommentId: { $in: frontier } }, { _id: 1 })
        .lean<{ _id: string }[]>()
        .exec();
      frontier = replies.map((reply) => reply._id);
      ids.push(...frontier);
    }
    return ids;
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    await this.comments.deleteMany({ _id: { $in: [...ids] } }).exec();
  }

  async deleteAllOf(postId: string): Promise<void> {
    await this.comments.deleteMany({ postId }).exec();
  }

  countTopLevel(postId: string): Promise<number> {
    return this.comments.countDocuments({ postId, parentCommentId: null }).exec();
  }
}
