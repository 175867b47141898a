import { Injectable } from '@nestjs/common';
import {
  type EventPayload,
  MemberJoinedEvent,
  MemberRemovedEvent,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
} from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { MembershipService } from './membership.service';

/** Projects' events, as far as the workspace needs them: who is in, and the project's header. */
@Injectable()
export class MembershipEventsHandler {
  constructor(private readonly membership: MembershipService) {}

  @HandleEvent(ProjectCreatedEvent)
  onCreated(payload: EventPayload<typeof ProjectCreatedEvent>): Promise<void> {
    return this.membership.projectChanged(payload.project);
  }

  @HandleEvent(ProjectUpdatedEvent)
  onUpdated(payload: EventPayload<typeof ProjectUpdatedEvent>): Promise<void> {
    return this.membership.projectChanged(payload.project);
  }

  @HandleEvent(ProjectStatusChangedEvent)
  onStatusChanged(payload: EventPayload<typeof ProjectStatusChangedEvent>): Promise<void> {
    return this.membership.projectChanged(payload.project);
  }

  @HandleEvent(MemberJoinedEvent)
  onJoined(payload: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    return this.membership.joined(
      payload.projectId,
      payload.userId,
      payload.role,
      new Date(payload.joinedAt),
      { title: payload.projectTitle, creatorId: payload.creatorId },
    );
  }

  @HandleEvent(MemberRemovedEvent)
  onRemoved(payload: EventPayload<typeof MemberRemovedEvent>): Promise<void> {
    return this.membership.removed(
      payload.projectId,
      payload.userId,
      payload.role,
      new Date(payload.at),
    );
  }
}
