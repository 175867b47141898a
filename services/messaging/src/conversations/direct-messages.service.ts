import { Injectable } from '@nestjs/common';
import {
  type Contact,
  type ConversationEntry,
  type ConversationList,
  ConversationReadEvent,
  type DirectMessage,
  DirectMessageSentEvent,
  type MarkReadResponse,
  MESSAGE_EVENT_PREVIEW_LENGTH,
  MESSAGING_REALTIME,
  type MessagePage,
  type MessagePageQuery,
  MessagingErrors,
  type Presence,
  type PresenceStatus,
  type SendDirectMessageRequest,
  type UnreadCount,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, RealtimePublisher, UnitOfWork } from '@filmcollab/service-kit';
import { decodeCursor, encodeCursor } from '../pagination/page-cursor';
import { PeopleService, unknownPerson } from '../people/people.service';
import { MessagingPermissionsService } from '../permissions/messaging-permissions.service';
import { PresenceService } from '../presence/presence.service';
import type { ConversationRecord, MessageRecord } from './conversation-record';
import { ConversationRepository } from './conversation.repository';
import { MessageRepository } from './message.repository';

export function toDirectMessage(record: MessageRecord): DirectMessage {
  return {
    id: record.id,
    conversationId: record.conversationId,
    senderId: record.senderId,
    receiverId: record.receiverId,
    text: record.text,
    read: record.read,
    readAt: record.readAt ? record.readAt.toISOString() : null,
    createdAt: record.createdAt.toISOString(),
  };
}

function otherParticipant(conversation: ConversationRecord, userId: string): string {
  return conversation.participants[0] === userId
    ? conversation.participants[1]
    : conversation.participants[0];
}

/** Direct messages between two users (spec 01 "Direct messaging", §4 Message and Presence). */
@Injectable()
export class DirectMessagesService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
    private readonly people: PeopleService,
    private readonly permissions: MessagingPermissionsService,
    private readonly presence: PresenceService,
    private readonly realtime: RealtimePublisher,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<ConversationList> {
    const conversations = await this.conversations.listFor(userId);
    const otherIds = conversations.map((c) => otherParticipant(c, userId));
    const [people, presence, unread, messageable] = await Promise.all([
      this.people.byId(otherIds),
      this.presence.of(otherIds),
      this.messages.unreadByConversation(userId),
      this.permissions.messageableAmong(userId, otherIds),
    ]);
    const entries = conversations.map((conversation): ConversationEntry => {
      const otherId = otherParticipant(conversation, userId);
      return {
        id: conversation.id,
        otherUser: people.get(otherId) ?? unknownPerson(otherId),
        lastMessage: conversation.lastMessageText,
        lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
        unreadCount: unread.get(conversation.id) ?? 0,
        presence: presence.get(otherId) ?? { userId: otherId, status: 'offline', lastSeen: null },
        canMessage: messageable.has(otherId),
      };
    });
    return { conversations: entries };
  }

  /** The other user as the thread shows them; creates nothing. */
  async contact(userId: string, otherUserId: string): Promise<Contact> {
    if (userId === otherUserId) throw new DomainError(MessagingErrors.CANNOT_MESSAGE_SELF);
    const [user, presence, canMessage, conversation] = await Promise.all([
      this.people.one(otherUserId),
      this.presence.of([otherUserId]),
      this.permissions.canMessage(userId, otherUserId),
      this.conversations.findBetween(userId, otherUserId),
    ]);
    return {
      user,
      presence: presence.get(otherUserId) ?? {
        userId: otherUserId,
        status: 'offline',
        lastSeen: null,
      },
      canMessage,
      conversationId: conversation?.id ?? null,
    };
  }

  async send(senderId: string, request: SendDirectMessageRequest): Promise<DirectMessage> {
    const { receiverId } = request;
    const text = request.text.trim();
    if (senderId === receiverId) throw new DomainError(MessagingErrors.CANNOT_MESSAGE_SELF);
    const [allowed, sender] = await Promise.all([
      this.permissions.canMessage(senderId, receiverId),
      this.people.one(senderId),
    ]);
    if (!allowed) throw new DomainError(MessagingErrors.NOT_ALLOWED_TO_MESSAGE);
    const sentAt = this.clock.now();
    const message = await this.unitOfWork.run(async () => {
      const conversation = await this.conversations.recordLastMessage(
        senderId,
        receiverId,
        text,
        sentAt,
      );
      const stored = await this.messages.insert({
        conversationId: conversation.id,
        senderId,
        receiverId,
        text,
        createdAt: sentAt,
      });
      await this.outbox.add(
        DirectMessageSentEvent,
        {
          messageId: stored.id,
          conversationId: conversation.id,
          senderId,
          receiverId,
          senderName: sender.fullName,
          preview: text.slice(0, MESSAGE_EVENT_PREVIEW_LENGTH),
          sentAt: sentAt.toISOString(),
        },
        { eventId: `message-sent-${stored.id}` },
      );
      return stored;
    });
    const body = toDirectMessage(message);
    this.realtime.toUsers([senderId, receiverId], MESSAGING_REALTIME.messageCreated, body);
    return body;
  }

  async page(
    userId: string,
    conversationId: string,
    query: MessagePageQuery,
  ): Promise<MessagePage> {
    await this.requireParticipant(conversationId, userId);
    const before = query.before ? decodeCursor(query.before) : null;
    if (query.before && !before) throw new DomainError(MessagingErrors.INVALID_CURSOR);
    const newestFirst = await this.messages.page(conversationId, {
      before,
      limit: query.limit,
      contains: query.q ? query.q : null,
    });
    const hasOlder = newestFirst.length > query.limit;
    const page = newestFirst.slice(0, query.limit);
    const oldest = page[page.length - 1];
    return {
      messages: page.reverse().map(toDirectMessage),
      nextCursor: hasOlder && oldest ? encodeCursor(oldest) : null,
    };
  }

  /** The receiver opened the conversation: what was sent to them is read (spec 01 §4). */
  async markRead(userId: string, conversationId: string): Promise<MarkReadResponse> {
    const conversation = await this.requireParticipant(conversationId, userId);
    const readAt = this.clock.now();
    const ids = await this.unitOfWork.run(async () => {
      const marked = await this.messages.markRead(conversationId, userId, readAt);
      if (marked.length > 0) {
        await this.outbox.add(ConversationReadEvent, {
          conversationId,
          readerId: userId,
          count: marked.length,
          readAt: readAt.toISOString(),
        });
      }
      return marked;
    });
    if (ids.length > 0) {
      this.realtime.toUsers(
        [userId, otherParticipant(conversation, userId)],
        MESSAGING_REALTIME.messagesRead,
        { conversationId, readerId: userId, messageIds: ids, readAt: readAt.toISOString() },
      );
    }
    return {
      marked: ids.length,
      messageIds: ids,
      readAt: readAt.toISOString(),
      unreadTotal: await this.messages.countUnread(userId),
    };
  }

  async unreadCount(userId: string): Promise<UnreadCount> {
    return { total: await this.messages.countUnread(userId) };
  }

  /** Sets the user's presence and tells everyone they have a conversation with. */
  async setPresence(userId: string, status: PresenceStatus): Promise<void> {
    await this.announcePresence(userId, await this.presence.set(userId, status));
  }

  socketOpened(userId: string, socketId: string): Promise<void> {
    return this.presence.socketOpened(userId, socketId);
  }

  /** A tab that closed without saying goodbye (crash, lost network) still ends its presence. */
  async socketClosed(userId: string, socketId: string): Promise<void> {
    const presence = await this.presence.socketClosed(userId, socketId);
    if (presence) await this.announcePresence(userId, presence);
  }

  private async announcePresence(userId: string, presence: Presence): Promise<void> {
    const partners = (await this.conversations.listFor(userId)).map((c) =>
      otherParticipant(c, userId),
    );
    if (partners.length > 0) {
      this.realtime.toUsers(partners, MESSAGING_REALTIME.presenceChanged, presence);
    }
  }

  async isParticipant(conversationId: string, userId: string): Promise<boolean> {
    const conversation = await this.conversations.findById(conversationId);
    return conversation?.participants.includes(userId) ?? false;
  }

  /** A conversation the user is not part of does not exist for them. */
  private async requireParticipant(conversationId: string, userId: string) {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation?.participants.includes(userId)) {
      throw new DomainError(MessagingErrors.CONVERSATION_NOT_FOUND);
    }
    return conversation;
  }
}
