import {
  type EventDefinition,
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
import type { ReadModelsService } from './read-models.service';

export interface Projection<E extends EventDefinition = EventDefinition> {
  event: E;
  apply: (readModels: ReadModelsService, payload: EventPayload<E>) => Promise<void>;
}

const projection = <E extends EventDefinition>(
  event: E,
  apply: (readModels: ReadModelsService, payload: EventPayload<E>) => Promise<void>,
): Projection => ({ event, apply }) as unknown as Projection;

/**
 * Every event discovery's read models are built from and what it does to them: used by the live
 * consumers and by the rebuild's replay alike.
 */
export const READ_MODEL_PROJECTIONS: readonly Projection[] = [
  projection(ProfileChangedEvent, (rm, card) => rm.profileChanged(card)),
  projection(ProjectCreatedEvent, (rm, { project }) => rm.projectChanged(project)),
  projection(ProjectUpdatedEvent, (rm, { project }) => rm.projectChanged(project)),
  projection(ProjectStatusChangedEvent, (rm, { project }) => rm.projectChanged(project)),
  projection(OpportunityPostedEvent, (rm, event) => rm.opportunityPosted(event)),
  projection(OpportunityWithdrawnEvent, (rm, event) => rm.opportunityWithdrawn(event)),
  projection(MemberJoinedEvent, (rm, event) => rm.memberJoined(event)),
  projection(MemberRemovedEvent, (rm, event) => rm.memberRemoved(event)),
];
