import { Injectable } from '@nestjs/common';
import { HandleEvent } from '@filmcollab/service-kit';
import {
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  CommentCreatedEvent,
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  ConnectionRequestSentEvent,
  ConversationReadEvent,
  DirectMessageSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  TaskAssignedEvent,
  TaskCommentPostedEvent,
  UserMentionedEvent,
  type EventPayload,
} from '@filmcollab/contracts';
import { RealtimePresence } from '../realtime/realtime-presence';
import { NotificationsService } from './notifications.service';

const directMessageGroup = (conversationId: string) => `direct_message:${conversationId}`;
/** Conversations handled at once: at 64 the handlers' database work starved messaging's. */
const DIRECT_MESSAGES_AT_ONCE = 16;

/** Turns other domains' events into notifications, and resolves them when the subject is settled. */
@Injectable()
export class NotificationSourcesHandler {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly presence: RealtimePresence,
  ) {}

  @HandleEvent(ConnectionRequestSentEvent)
  async onConnectionRequestSent(
    event: EventPayload<typeof ConnectionRequestSentEvent>,
  ): Promise<void> {
    await this.notifications.notify({
      userId: event.receiverId,
      kind: 'connection_request',
      relatedEntityType: 'connection_request',
      relatedEntityId: event.requestId,
      relatedProfileId: event.senderId,
      projectId: null,
      groupKey: null,
      actorName: event.senderName ?? event.senderUsername,
      subject: null,
      detail: null,
      at: new Date(event.sentAt),
    });
  }

  @HandleEvent(ConnectionRequestAcceptedEvent)
  async onConnectionRequestAccepted(
    event: EventPayload<typeof ConnectionRequestAcceptedEvent>,
  ): Promise<void> {
    await this.resolveConnectionRequest(event.receiverId, event.requestId);
    await this.notifications.notify({
      userId: event.senderId,
      kind: 'connection_accepted',
      relatedEntityType: 'connection_request',
      relatedEntityId: event.requestId,
      relatedProfileId: event.receiverId,
      projectId: null,
      groupKey: null,
      actorName: event.receiverName,
      subject: null,
      detail: null,
      at: new Date(event.acceptedAt),
    });
  }

  @HandleEvent(ConnectionRequestDeclinedEvent)
  async onConnectionRequestDeclined(
    event: EventPayload<typeof ConnectionRequestDeclinedEvent>,
  ): Promise<void> {
    await this.resolveConnectionRequest(event.receiverId, event.requestId);
  }

  @HandleEvent(ApplicationSubmittedEvent)
  async onApplicationSubmitted(
    event: EventPayload<typeof ApplicationSubmittedEvent>,
  ): Promise<void> {
    await this.notifications.notify({
      userId: event.creatorId,
      kind: 'application_submitted',
      relatedEntityType: 'project_application',
      relatedEntityId: event.applicationId,
      relatedProfileId: event.applicantId,
      projectId: event.projectId,
      groupKey: `application_submitted:${event.projectId}`,
      actorName: event.applicantName,
      subject: event.projectTitle,
      detail: event.role,
      at: new Date(event.at),
    });
  }

  @HandleEvent(ApplicationAcceptedEvent)
  async onApplicationAccepted(event: EventPayload<typeof ApplicationAcceptedEvent>): Promise<void> {
    await this.notifyApplicant(event, 'application_accepted');
  }

  @HandleEvent(ApplicationRejectedEvent)
  async onApplicationRejected(event: EventPayload<typeof ApplicationRejectedEvent>): Promise<void> {
    await this.notifyApplicant(event, 'application_rejected');
  }

  @HandleEvent(ApplicationWithdrawnEvent)
  async onApplicationWithdrawn(
    event: EventPayload<typeof ApplicationWithdrawnEvent>,
  ): Promise<void> {
    await this.notifications.orphanApplication(event.creatorId, event.applicationId);
  }

  @HandleEvent(InvitationSentEvent)
  async onInvitationSent(event: EventPayload<typeof InvitationSentEvent>): Promise<void> {
    await this.notifications.notify({
      userId: event.inviteeId,
      kind: 'project_invitation',
      relatedEntityType: 'project_invitation',
      relatedEntityId: event.invitationId,
      relatedProfileId: event.inviterId,
      projectId: event.projectId,
      groupKey: null,
      actorName: event.inviterName,
      subject: event.projectTitle,
      detail: event.role,
      at: new Date(event.at),
    });
  }

  @HandleEvent(InvitationAnsweredEvent)
  async onInvitationAnswered(event: EventPayload<typeof InvitationAnsweredEvent>): Promise<void> {
    await this.notifications.resolve(event.inviteeId, {
      relatedEntityType: 'project_invitation',
      relatedEntityId: event.invitationId,
    });
  }

  /**
   * Only when the receiver is not looking at the conversation (no socket of theirs in its room).
   * Asking the replicas takes up to their answer window, so conversations are handled side by side,
   * each one's messages in order (they group into one notification).
   */
  @HandleEvent(DirectMessageSentEvent, {
    concurrency: DIRECT_MESSAGES_AT_ONCE,
    orderBy: (message) => message.conversationId,
  })
  async onDirectMessageSent(event: EventPayload<typeof DirectMessageSentEvent>): Promise<void> {
    const room = `conversation:${event.conversationId}` as const;
    if (await this.presence.isInRoom(event.receiverId, room)) return;
    await this.notifications.notify({
      userId: event.receiverId,
      kind: 'direct_message',
      relatedEntityType: 'message',
      relatedEntityId: event.conversationId,
      relatedProfileId: event.senderId,
      projectId: null,
      groupKey: directMessageGroup(event.conversationId),
      actorName: event.senderName,
      subject: null,
      detail: event.preview,
      at: new Date(event.sentAt),
    });
  }

  @HandleEvent(ConversationReadEvent)
  async onConversationRead(event: EventPayload<typeof ConversationReadEvent>): Promise<void> {
    await this.notifications.resolve(event.readerId, {
      groupKey: directMessageGroup(event.conversationId),
    });
  }

  @HandleEvent(UserMentionedEvent)
  async onUserMentioned(event: EventPayload<typeof UserMentionedEvent>): Promise<void> {
    if (event.mentionedUserId === event.authorId) return;
    await this.notifications.notify({
      userId: event.mentionedUserId,
      kind: 'post_mention',
      relatedEntityType: 'post',
      relatedEntityId: event.postId,
      relatedProfileId: event.authorId,
      projectId: null,
      groupKey: null,
      actorName: event.authorName,
      subject: null,
      detail: event.preview,
      at: new Date(event.mentionedAt),
    });
  }

  /** The post's author hears of comments by others, grouped per post while unread. */
  @HandleEvent(CommentCreatedEvent)
  async onCommentCreated(event: EventPayload<typeof CommentCreatedEvent>): Promise<void> {
    if (event.postAuthorId === event.authorId) return;
    await this.notifications.notify({
      userId: event.postAuthorId,
      kind: 'post_comment',
      relatedEntityType: 'post',
      relatedEntityId: event.postId,
      relatedProfileId: event.authorId,
      projectId: null,
      groupKey: `post_comment:${event.postId}`,
      actorName: event.authorName,
      subject: null,
      detail: event.preview,
      at: new Date(event.createdAt),
    });
  }

  @HandleEvent(TaskCommentPostedEvent)
  async onTaskCommentPosted(event: EventPayload<typeof TaskCommentPostedEvent>): Promise<void> {
    for (const userId of new Set(event.mentionedUserIds)) {
      if (userId === event.authorId) continue;
      await this.notifications.notify({
        userId,
        kind: 'task_mention',
        relatedEntityType: 'task',
        relatedEntityId: event.taskId,
        relatedProfileId: event.authorId,
        projectId: event.projectId,
        groupKey: null,
        actorName: event.authorName,
        subject: event.taskTitle,
        detail: event.preview,
        at: new Date(event.at),
      });
    }
  }

  @HandleEvent(TaskAssignedEvent)
  async onTaskAssigned(event: EventPayload<typeof TaskAssignedEvent>): Promise<void> {
    if (event.assigneeId === event.assignedBy) return;
    await this.notifications.notify({
      userId: event.assigneeId,
      kind: 'task_assigned',
      relatedEntityType: 'task',
      relatedEntityId: event.taskId,
      relatedProfileId: event.assignedBy,
      projectId: event.projectId,
      groupKey: null,
      actorName: null,
      subject: event.taskTitle,
      detail: null,
      at: new Date(event.at),
    });
  }

  private resolveConnectionRequest(receiverId: string, requestId: string): Promise<void> {
    return this.notifications.resolve(receiverId, {
      relatedEntityType: 'connection_request',
      relatedEntityId: requestId,
    });
  }

  private async notifyApplicant(
    event: EventPayload<typeof ApplicationAcceptedEvent>,
    kind: 'application_accepted' | 'application_rejected',
  ): Promise<void> {
    await this.notifications.notify({
      userId: event.applicantId,
      kind,
      relatedEntityType: 'project',
      relatedEntityId: event.projectId,
      relatedProfileId: event.creatorId,
      projectId: event.projectId,
      groupKey: null,
      actorName: null,
      subject: event.projectTitle,
      detail: event.role,
      at: new Date(event.at),
    });
  }
}
