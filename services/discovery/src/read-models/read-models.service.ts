import { Injectable } from '@nestjs/common';
import {
  EXPLORE_STATUS,
  type EventPayload,
  type MemberJoinedEvent,
  type MemberRemovedEvent,
  type OpportunityPostedEvent,
  type OpportunityWithdrawnEvent,
  type ProfileChangedEvent,
  type Project,
} from '@filmcollab/contracts';
import { MembershipsRepository } from './memberships.repository';
import { OpportunitiesRepository } from './opportunities.repository';
import { PeopleRepository } from './people.repository';
import { ProjectsRepository } from './projects.repository';
import { SearcherLocations } from './searcher-locations';

/**
 * Keeps discovery's read models from other domains' events. Every change is idempotent and
 * order-tolerant (versions and times decide), so live consumers and a rebuild's replay may both
 * apply the same events in any order.
 */
@Injectable()
export class ReadModelsService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly projects: ProjectsRepository,
    private readonly opportunities: OpportunitiesRepository,
    private readonly memberships: MembershipsRepository,
    private readonly searcherLocations: SearcherLocations,
  ) {}

  async profileChanged(card: EventPayload<typeof ProfileChangedEvent>): Promise<void> {
    await this.people.upsert(
      {
        id: card.userId,
        username: card.username,
        fullName: card.fullName,
        primaryRole: card.primaryRole,
        secondaryRoles: card.secondaryRoles ?? [],
        profileImageUrl: card.profileImageUrl,
        location: card.location,
        availabilityStatus: card.availabilityStatus,
        yearsExperience: card.yearsExperience ?? null,
        equipment: card.equipmentOwned ?? [],
        bio: card.bio ?? null,
        version: card.version,
      },
      new Date(card.changedAt),
    );
    this.searcherLocations.forget(card.userId);
  }

  /** Created, edited, posted to or removed from Explore: the whole project after the change. */
  async projectChanged(project: Project): Promise<void> {
    await this.projects.upsert(project);
    const newest = (await this.projects.findById(project.id))?.project ?? project;
    await this.opportunities.projectChanged(
      newest.id,
      newest.status === EXPLORE_STATUS,
      newest.title,
    );
  }

  async opportunityPosted({
    opportunity,
  }: EventPayload<typeof OpportunityPostedEvent>): Promise<void> {
    const onExplore = async () =>
      (await this.projects.findById(opportunity.projectId))?.project.status === EXPLORE_STATUS;
    await this.opportunities.posted(opportunity, await onExplore());
    // The project may have changed between the read and the write, its handler finding no
    // opportunity to update yet: read it again now that the opportunity is stored.
    await this.opportunities.setProjectOnExplore(opportunity.id, await onExplore());
  }

  async opportunityWithdrawn(event: EventPayload<typeof OpportunityWithdrawnEvent>): Promise<void> {
    await this.opportunities.withdrawn(event.opportunityId, event.projectId);
  }

  async memberJoined(event: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    await this.memberships.record(
      event.projectId,
      event.userId,
      event.role,
      true,
      new Date(event.joinedAt),
    );
  }

  async memberRemoved(event: EventPayload<typeof MemberRemovedEvent>): Promise<void> {
    await this.memberships.record(
      event.projectId,
      event.userId,
      event.role,
      false,
      new Date(event.at),
    );
  }

  /** Empties every read model (the first step of a rebuild). */
  async clear(): Promise<void> {
    await Promise.all([
      this.people.clear(),
      this.projects.clear(),
      this.opportunities.clear(),
      this.memberships.clear(),
    ]);
  }
}
