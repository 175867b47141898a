import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { connectionPairKey } from './connection-pair';
import { USER_CONNECTION_MODEL, type UserConnectionDocument } from './user-connection.schema';

@Injectable()
export class UserConnectionRepository {
  constructor(
    @InjectModel(USER_CONNECTION_MODEL) private readonly connections: Model<UserConnectionDocument>,
  ) {}

  async areConnected(userId: string, otherUserId: string): Promise<boolean> {
    return (
      (await this.connections.exists({ _id: connectionPairKey(userId, otherUserId) }).exec()) !==
      null
    );
  }

  /** False when the two were not connected. */
  async disconnect(userId: string, otherUserId: string): Promise<boolean> {
    const { deletedCount } = await this.connections
      .deleteOne({ _id: connectionPairKey(userId, otherUserId) })
      .exec();
    return deletedCount === 1;
  }

  /** Idempotent: connecting an already connected pair changes nothing. */
  async connect(userId: string, otherUserId: string, requestId: string): Promise<void> {
    const [user1Id, user2Id] = [userId, otherUserId].sort();
    await this.connections
      .updateOne(
        { _id: connectionPairKey(userId, otherUserId) },
        { $setOnInsert: { user1Id, user2Id, requestId } },
        { upsert: true },
      )
      .exec();
  }
}
