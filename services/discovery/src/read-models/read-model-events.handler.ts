import { Injectable } from '@nestjs/common';
import {
  type EventPayload,
  MemberJoinedEvent,
  MemberRemovedEvent,
  OpportunityPostedEvent,
  OpportunityWithdrawnEvent,
  ProfileChangedEvent,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
} from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { ReadModelsService } from './read-models.service';

/**
 * Every change is idempotent and order-tolerant (see ReadModelsService), so each subject's events
 * are handled 16 at a time: a backlog (a bulk import, a new environment) is read at the speed of
 * group-committed writes instead of one write after another.
 */
const CONCURRENCY = { concurrency: 16 };

/** The live consumers of profiles' and projects' events. */
@Injectable()
export class ReadModelEventsHandler {
  constructor(private readonly readModels: ReadModelsService) {}

  @HandleEvent(ProfileChangedEvent, CONCURRENCY)
  onProfileChanged(payload: EventPayload<typeof ProfileChangedEvent>): Promise<void> {
    return this.readModels.profileChanged(payload);
  }

  @HandleEvent(ProjectCreatedEvent, CONCURRENCY)
  onProjectCreated({ project }: EventPayload<typeof ProjectCreatedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(ProjectUpdatedEvent, CONCURRENCY)
  onProjectUpdated({ project }: EventPayload<typeof ProjectUpdatedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(ProjectStatusChangedEvent, CONCURRENCY)
  onProjectStatusChanged({
    project,
  }: EventPayload<typeof ProjectStatusChangedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(OpportunityPostedEvent, CONCURRENCY)
  onOpportunityPosted(payload: EventPayload<typeof OpportunityPostedEvent>): Promise<void> {
    return this.readModels.opportunityPosted(payload);
  }

  @HandleEvent(OpportunityWithdrawnEvent, CONCURRENCY)
  onOpportunityWithdrawn(payload: EventPayload<typeof OpportunityWithdrawnEvent>): Promise<void> {
    return this.readModels.opportunityWithdrawn(payload);
  }

  @HandleEvent(MemberJoinedEvent, CONCURRENCY)
  onMemberJoined(payload: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    return this.readModels.memberJoined(payload);
  }

  @HandleEvent(MemberRemovedEvent, CONCURRENCY)
  onMemberRemoved(payload: EventPayload<typeof MemberRemovedEvent>): Promise<void> {
    return this.readModels.memberRemoved(payload);
  }
}
