import { Injectable } from '@nestjs/common';
import { type EventPayload, MemberJoinedEvent, ProjectUpdatedEvent } from '@filmcollab/contracts';
import { HandleEvent } from '@filmcollab/service-kit';
import { CreditsService } from './credits.service';

/** Projects' events that earn and rename credits. */
@Injectable()
export class ProjectEventsHandler {
  constructor(private readonly credits: CreditsService) {}

  @HandleEvent(MemberJoinedEvent)
  onMemberJoined(payload: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    return this.credits.memberJoined(payload);
  }

  @HandleEvent(ProjectUpdatedEvent)
  onProjectUpdated(payload: EventPayload<typeof ProjectUpdatedEvent>): Promise<void> {
    return this.credits.projectUpdated(payload);
  }
}
