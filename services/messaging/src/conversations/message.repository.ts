import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { containsPattern, olderThan, type PageCursor } from '../pagination/page-cursor';
import type { MessageRecord } from './conversation-record';
import { MESSAGE_MODEL, type MessageDocument } from './message.schema';

function toRecord(document: MessageDocument): MessageRecord {
  return {
    id: document._id,
    conversationId: document.conversationId,
    senderId: document.senderId,
    receiverId: document.receiverId,
    text: document.text,
    read: document.read,
    readAt: document.readAt ?? null,
    createdAt: document.createdAt,
  };
}

export interface MessagePageRequest {
  before: PageCursor | null;
  limit: number;
  contains: string | null;
}

@Injectable()
export class MessageRepository {
  constructor(@InjectModel(MESSAGE_MODEL) private readonly messages: Model<MessageDocument>) {}

  async insert(message: Omit<MessageRecord, 'id' | 'read' | 'readAt'>): Promise<MessageRecord> {
    const document = { _id: randomUUID(), ...message, read: false, readAt: null };
    await this.messages.create([document]);
    return toRecord(document);
  }

  /** Newest first, at most `limit + 1` (the extra one says an older page exists). */
  async page(conversationId: string, request: MessagePageRequest): Promise<MessageRecord[]> {
    const documents = await this.messages
      .find({
        conversationId,
        ...(request.contains ? { text: containsPattern(request.contains) } : {}),
        ...(request.before ? olderThan(request.before) : {}),
      })
      .sort({ createdAt: -1, _id: -1 })
      .limit(request.limit + 1)
      .lean<MessageDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  /** Marks every unread message to the reader in the conversation read; returns their ids. */
  async markRead(conversationId: string, readerId: string, at: Date): Promise<string[]> {
    const unread = await this.messages
      .find({ conversationId, receiverId: readerId, read: false }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    const ids = unread.map((row) => row._id);
    if (ids.length === 0) return [];
    await this.messages
      .updateMany({ _id: { $in: ids }, read: false }, { $set: { read: true, readAt: at } })
      .exec();
    return ids;
  }

  /** Unread messages to the user, per conversation. */
  async unreadByConversation(receiverId: string): Promise<Map<string, number>> {
    const rows = await this.messages
      .aggregate<{ _id: string; count: number }>([
        { $match: { receiverId, read: false } },
        { $group: { _id: '$conversationId', count: { $sum: 1 } } },
      ])
      .exec();
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  countUnread(receiverId: string): Promise<number> {
    return this.messages.countDocuments({ receiverId, read: false }).exec();
  }
}
