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

/** The live consumers of profiles' and projects' events. */
@Injectable()
export class ReadModelEventsHandler {
  constructor(private readonly readModels: ReadModelsService) {}

  @HandleEvent(ProfileChangedEvent)
  onProfileChanged(payload: EventPayload<typeof ProfileChangedEvent>): Promise<void> {
    return this.readModels.profileChanged(payload);
  }

  @HandleEvent(ProjectCreatedEvent)
  onProjectCreated({ project }: EventPayload<typeof ProjectCreatedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(ProjectUpdatedEvent)
  onProjectUpdated({ project }: EventPayload<typeof ProjectUpdatedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(ProjectStatusChangedEvent)
  onProjectStatusChanged({
    project,
  }: EventPayload<typeof ProjectStatusChangedEvent>): Promise<void> {
    return this.readModels.projectChanged(project);
  }

  @HandleEvent(OpportunityPostedEvent)
  onOpportunityPosted(payload: EventPayload<typeof OpportunityPostedEvent>): Promise<void> {
    return this.readModels.opportunityPosted(payload);
  }

  @HandleEvent(OpportunityWithdrawnEvent)
  onOpportunityWithdrawn(payload: EventPayload<typeof OpportunityWithdrawnEvent>): Promise<void> {
    return this.readModels.opportunityWithdrawn(payload);
  }

  @HandleEvent(MemberJoinedEvent)
  onMemberJoined(payload: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    return this.readModels.memberJoined(payload);
  }

  @HandleEvent(MemberRemovedEvent)
  onMemberRemoved(payload: EventPayload<typeof MemberRemovedEvent>): Promise<void> {
    return this.readModels.memberRemoved(payload);
  }
}
