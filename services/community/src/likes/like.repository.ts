import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LIKE_MODEL, type LikeDocument } from './like.schema';

const likeId = (postId: string, userId: string) => `${postId}:${userId}`;

@Injectable()
export class LikeRepository {
  constructor(@InjectModel(LIKE_MODEL) private readonly likes: Model<LikeDocument>) {}

  /** True when this call created the like (false: it existed). */
  async add(postId: string, userId: string, at: Date): Promise<boolean> {
    const { upsertedCount } = await this.likes
      .updateOne(
        { _id: likeId(postId, userId) },
        { $setOnInsert: { postId, userId, createdAt: at } },
        { upsert: true },
      )
      .exec();
    return upsertedCount > 0;
  }

  /** True when this call removed the like. */
  async remove(postId: string, userId: string): Promise<boolean> {
    const { deletedCount } = await this.likes.deleteOne({ _id: likeId(postId, userId) }).exec();
    return deletedCount > 0;
  }

  async removeAllOf(postId: string): Promise<void> {
    await this.likes.deleteMany({ postId }).exec();
  }

  /** Which of these posts the user likes. */
  async likedAmong(userId: string, postIds: readonly string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const documents = await this.likes
      .find({ _id: { $in: postIds.map((postId) => likeId(postId, userId)) } })
      .lean<LikeDocument[]>()
      .exec();
    return new Set(documents.map((like) => like.postId));
  }
}
