import { Injectable } from '@nestjs/common';
import {
  type ChatMessage,
  ChatMessagePostedEvent,
  type ChatPage,
  type ChatPageQuery,
  type ChatPerson,
  MESSAGE_EVENT_PREVIEW_LENGTH,
  MESSAGING_REALTIME,
  MessagingErrors,
  type PostChatMessageRequest,
  realtimeRoom,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, RealtimePublisher, UnitOfWork } from '@filmcollab/service-kit';
import { decodeCursor, encodeCursor } from '../pagination/page-cursor';
import { PeopleService, unknownPerson } from '../people/people.service';
import { MessagingPermissionsService } from '../permissions/messaging-permissions.service';
import { type ProjectMessageRecord, ProjectMessageRepository } from './project-message.repository';

function toChatMessage(record: ProjectMessageRecord, sender: ChatPerson): ChatMessage {
  return {
    id: record.id,
    projectId: record.projectId,
    senderId: record.senderId,
    sender,
    text: record.text,
    messageType: 'text',
    clientId: record.clientId,
    createdAt: record.createdAt.toISOString(),
  };
}

/** A project's group chat (spec 03): its active members read and post. */
@Injectable()
export class ProjectChatService {
  constructor(
    private readonly messages: ProjectMessageRepository,
    private readonly people: PeopleService,
    private readonly permissions: MessagingPermissionsService,
    private readonly realtime: RealtimePublisher,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async page(userId: string, projectId: string, query: ChatPageQuery): Promise<ChatPage> {
    await this.requireMember(projectId, userId);
    const before = query.before ? decodeCursor(query.before) : null;
    if (query.before && !before) throw new DomainError(MessagingErrors.INVALID_CURSOR);
    const newestFirst = await this.messages.page(projectId, before, query.limit);
    const hasOlder = newestFirst.length > query.limit;
    const page = newestFirst.slice(0, query.limit);
    const oldest = page[page.length - 1];
    const people = await this.people.byId(page.map((m) => m.senderId));
    return {
      messages: page
        .reverse()
        .map((m) => toChatMessage(m, people.get(m.senderId) ?? unknownPerson(m.senderId))),
      nextCursor: hasOlder && oldest ? encodeCursor(oldest) : null,
    };
  }

  async post(
    userId: string,
    projectId: string,
    request: PostChatMessageRequest,
  ): Promise<ChatMessage> {
    await this.requireMember(projectId, userId);
    const text = request.text.trim();
    const clientId = request.clientId ?? null;
    const sender = await this.people.one(userId);
    const postedAt = this.clock.now();
    const { record, created } = await this.unitOfWork.run(async () => {
      const earlier = clientId
        ? await this.messages.findByClientId(projectId, userId, clientId)
        : null;
      if (earlier) return { record: earlier, created: false };
      const stored = await this.messages.insert({
        projectId,
        senderId: userId,
        text,
        clientId,
        createdAt: postedAt,
      });
      await this.outbox.add(
        ChatMessagePostedEvent,
        {
          messageId: stored.id,
          projectId,
          senderId: userId,
          senderName: sender.fullName,
          preview: text.slice(0, MESSAGE_EVENT_PREVIEW_LENGTH),
          postedAt: postedAt.toISOString(),
        },
        { eventId: `chat-message-posted-${stored.id}` },
      );
      return { record: stored, created: true };
    });
    const message = toChatMessage(record, sender);
    if (created) {
      this.realtime.toRoom(
        realtimeRoom('project-chat', projectId),
        MESSAGING_REALTIME.chatMessageCreated,
        message,
      );
    }
    return message;
  }

  isMember(projectId: string, userId: string): Promise<boolean> {
    return this.permissions.isProjectMember(projectId, userId);
  }

  private async requireMember(projectId: string, userId: string): Promise<void> {
    if (!(await this.permissions.isProjectMember(projectId, userId))) {
      throw new DomainError(MessagingErrors.NOT_PROJECT_MEMBER);
    }
  }
}
