import { Injectable } from '@nestjs/common';
import {
  type CreateOpportunityRequest,
  type Opportunity,
  type OpportunityPage,
  OpportunityPostedEvent,
  OpportunityWithdrawnEvent,
  ProjectsErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { decodeCursor, toPage } from '../common/page-cursor';
import { ProjectFinder } from '../projects/project-finder';
import { isLive, type OpportunityRecord } from './opportunity-record';
import { OpportunityRepository } from './opportunity.repository';

/** Casting and crew calls a project's creator posts (spec 03 `requirements`). */
@Injectable()
export class OpportunitiesService {
  constructor(
    private readonly opportunities: OpportunityRepository,
    private readonly projects: ProjectFinder,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** `id` is given only by the demo seed, whose expired opportunity has a known address. */
  async post(
    userId: string,
    projectId: string,
    request: CreateOpportunityRequest,
    id?: string,
  ): Promise<Opportunity> {
    const project = await this.projects.requireCreatedBy(projectId, userId);
    const now = this.clock.now();
    const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw new DomainError(ProjectsErrors.OPPORTUNITY_EXPIRY_PAST);
    }
    const opportunity = await this.unitOfWork.run(async () => {
      const record = await this.opportunities.insert(
        {
          projectId,
          creatorId: project.creatorId,
          title: request.title,
          description: request.description ?? null,
          category: request.category,
          role: request.role,
          location: request.location ?? null,
          durationMinutes: request.durationMinutes ?? null,
          budgetRange: request.budgetRange ?? null,
          genre: request.genre ?? null,
          languages: request.languages ?? [],
          expiresAt,
        },
        id,
      );
      const posted = toOpportunity(record, project.title);
      await this.outbox.add(
        OpportunityPostedEvent,
        { opportunity: posted },
        { eventId: `opportunity-posted-${record.id}` },
      );
      return posted;
    });
    return opportunity;
  }

  async withdraw(userId: string, opportunityId: string): Promise<void> {
    const opportunity = await this.require(opportunityId);
    await this.projects.requireCreatedBy(opportunity.projectId, userId);
    await this.unitOfWork.run(async () => {
      if (!(await this.opportunities.delete(opportunityId))) {
        throw new DomainError(ProjectsErrors.OPPORTUNITY_NOT_FOUND);
      }
      await this.outbox.add(
        OpportunityWithdrawnEvent,
        { opportunityId, projectId: opportunity.projectId, at: this.clock.now().toISOString() },
        { eventId: `opportunity-withdrawn-${opportunityId}` },
      );
    });
  }

  /** One opportunity, expired ones included (their page says 'Expired'). */
  async get(opportunityId: string): Promise<Opportunity> {
    const record = await this.require(opportunityId);
    const project = await this.projects.require(record.projectId);
    return toOpportunity(record, project.title);
  }

  async list(
    query: { cursor?: string; limit: number },
    projectId?: string,
  ): Promise<OpportunityPage> {
    if (projectId) await this.projects.require(projectId);
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new DomainError(ProjectsErrors.INVALID_CURSOR);
    const records = await this.opportunities.listLive(this.clock.now(), {
      projectId,
      cursor,
      limit: query.limit + 1,
    });
    const { items, nextCursor } = toPage(records, query.limit);
    const projects = await this.projects.findMany(items.map((item) => item.projectId));
    return {
      opportunities: items.flatMap((item) => {
        const project = projects.get(item.projectId);
        return project ? [toOpportunity(item, project.title)] : [];
      }),
      nextCursor,
    };
  }

  /** The opportunity of `projectId` an application names, while it is open. */
  async requireLiveOf(projectId: string, opportunityId: string): Promise<OpportunityRecord | null> {
    const opportunity = await this.opportunities.findById(opportunityId);
    if (!opportunity || opportunity.projectId !== projectId) {
      throw new DomainError(ProjectsErrors.OPPORTUNITY_NOT_FOUND);
    }
    return isLive(opportunity, this.clock.now()) ? opportunity : null;
  }

  private async require(opportunityId: string): Promise<OpportunityRecord> {
    const opportunity = await this.opportunities.findById(opportunityId);
    if (!opportunity) throw new DomainError(ProjectsErrors.OPPORTUNITY_NOT_FOUND);
    return opportunity;
  }
}

function toOpportunity(record: OpportunityRecord, projectTitle: string): Opportunity {
  return {
    ...record,
    projectTitle,
    expiresAt: record.expiresAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}
