import {
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  ExternalInvitationSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  MemberJoinedEvent,
  MemberRemovedEvent,
  OpportunityPostedEvent,
  OpportunityWithdrawnEvent,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
} from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';

export const projectsService = defineService({
  name: 'projects',
  description: 'Projects, members, applications, invitations and opportunities.',
  publishes: [
    ProjectCreatedEvent,
    ProjectUpdatedEvent,
    ProjectStatusChangedEvent,
    ApplicationSubmittedEvent,
    ApplicationAcceptedEvent,
    ApplicationRejectedEvent,
    ApplicationWithdrawnEvent,
    MemberJoinedEvent,
    MemberRemovedEvent,
    InvitationSentEvent,
    InvitationAnsweredEvent,
    ExternalInvitationSentEvent,
    OpportunityPostedEvent,
    OpportunityWithdrawnEvent,
  ],
});
