import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { pairKey } from '../permissions/messaging-permissions.service';
import { CONVERSATION_MODEL, type ConversationDocument } from './conversation.schema';
import type { ConversationRecord } from './conversation-record';

function toRecord(document: ConversationDocument): ConversationRecord {
  return {
    id: document._id,
    participants: [document.participants[0], document.participants[1]],
    lastMessageText: document.lastMessageText ?? null,
    lastMessageAt: document.lastMessageAt ?? null,
    createdAt: document.createdAt,
  };
}

@Injectable()
export class ConversationRepository {
  constructor(
    @InjectModel(CONVERSATION_MODEL) private readonly conversations: Model<ConversationDocument>,
  ) {}

  /**
   * Records a new last message on the conversation of the two users (either ordering finds it),
   * creating the conversation when absent: one statement, so a send's transaction holds its
   * collections one round trip less.
   */
  async recordLastMessage(
    userId: string,
    otherUserId: string,
    text: string,
    at: Date,
  ): Promise<ConversationRecord> {
    const document = await this.conversations
      .findOneAndUpdate(
        { pairKey: pairKey(userId, otherUserId) },
        {
          $set: { lastMessageText: text, lastMessageAt: at },
          $setOnInsert: {
            _id: randomUUID(),
            participants: [userId, otherUserId].sort(),
            createdAt: at,
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<ConversationDocument>()
      .exec();
    if (!document) throw new Error('conversation upsert returned nothing');
    return toRecord(document);
  }

  async findBetween(userId: string, otherUserId: string): Promise<ConversationRecord | null> {
    const document = await this.conversations
      .findOne({ pairKey: pairKey(userId, otherUserId) })
      .lean<ConversationDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async findById(id: string): Promise<ConversationRecord | null> {
    const document = await this.conversations.findById(id).lean<ConversationDocument>().exec();
    return document ? toRecord(document) : null;
  }

  /** The user's conversations, latest activity first. */
  async listFor(userId: string): Promise<ConversationRecord[]> {
    const documents = await this.conversations
      .find({ participants: userId })
      .sort({ lastMessageAt: -1, createdAt: -1 })
      .lean<ConversationDocument[]>()
      .exec();
    return documents.map(toRecord);
  }
}
