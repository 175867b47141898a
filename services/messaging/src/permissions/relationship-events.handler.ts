import { Injectable } from '@nestjs/common';
import {
  ConnectionRemovedEvent,
  ConnectionRequestAcceptedEvent,
  type EventPayload,
  MemberJoinedEvent,
  MemberRemovedEvent,
} from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { MessagingPermissionsService } from './messaging-permissions.service';

/** Profiles' connections and projects' memberships, as far as messaging needs them. */
@Injectable()
export class RelationshipEventsHandler {
  constructor(private readonly permissions: MessagingPermissionsService) {}

  @HandleEvent(ConnectionRequestAcceptedEvent)
  onConnected(payload: EventPayload<typeof ConnectionRequestAcceptedEvent>): Promise<void> {
    return this.permissions.connectionStarted(
      payload.senderId,
      payload.receiverId,
      new Date(payload.acceptedAt),
    );
  }

  @HandleEvent(ConnectionRemovedEvent)
  onDisconnected(payload: EventPayload<typeof ConnectionRemovedEvent>): Promise<void> {
    return this.permissions.connectionEnded(
      payload.userId,
      payload.otherUserId,
      new Date(payload.removedAt),
    );
  }

  @HandleEvent(MemberJoinedEvent)
  onMemberJoined(payload: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    return this.permissions.memberJoined(
      payload.projectId,
      payload.userId,
      new Date(payload.joinedAt),
    );
  }

  @HandleEvent(MemberRemovedEvent)
  onMemberRemoved(payload: EventPayload<typeof MemberRemovedEvent>): Promise<void> {
    return this.permissions.memberRemoved(payload.projectId, payload.userId, new Date(payload.at));
  }
}
