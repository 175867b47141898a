import { Injectable } from '@nestjs/common';
import {
  CREATOR_MEMBER_ROLE,
  type CreateProjectRequest,
  EXPLORE_STATUS,
  type ExplorePage,
  type Project,
  ProjectCreatedEvent,
  type ProjectStatus,
  ProjectStatusChangedEvent,
  ProjectsErrors,
  ProjectUpdatedEvent,
  type UpdateProjectRequest,
} from '@filmcollab/contracts';
import { DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { decodeCursor, toPage } from '../common/page-cursor';
import { MembersService } from '../members/members.service';
import { ProjectFinder } from './project-finder';
import { changedDetails } from './changed-details';
import { toProject } from './project.mapper';
import { ProjectRepository } from './project.repository';

/** Creating and editing projects, and the Explore toggle (spec 03 §4 Project status). */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly finder: ProjectFinder,
    private readonly members: MembersService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The creator becomes the first active member (role `project_manager`). */
  async create(creatorId: string, request: CreateProjectRequest): Promise<Project> {
    return this.unitOfWork.run(async () => {
      const record = await this.projects.insert(creatorId, request.status, {
        title: request.title,
        description: request.description ?? null,
        projectType: request.projectType,
        budgetRange: request.budgetRange ?? null,
        location: request.location ?? null,
        startDate: request.startDate ?? null,
        endDate: request.endDate ?? null,
        requiredRoles: request.requiredRoles ?? [],
      });
      const project = toProject(record);
      await this.outbox.add(
        ProjectCreatedEvent,
        { project },
        { eventId: `project-created-${record.id}` },
      );
      await this.members.join({
        project: record,
        userId: creatorId,
        role: CREATOR_MEMBER_ROLE,
        via: 'creation',
        invitedBy: null,
      });
      return project;
    });
  }

  /** Only the fields present and different change; nothing changed publishes nothing. */
  async update(userId: string, projectId: string, request: UpdateProjectRequest): Promise<Project> {
    const current = await this.finder.requireCreatedBy(projectId, userId);
    const changes = changedDetails(current, request);
    const changedFields = Object.keys(changes);
    if (changedFields.length === 0) return toProject(current);
    return this.unitOfWork.run(async () => {
      const record = await this.projects.update(projectId, changes);
      if (!record) throw new DomainError(ProjectsErrors.PROJECT_NOT_FOUND);
      const project = toProject(record);
      await this.outbox.add(ProjectUpdatedEvent, { project, changedFields });
      return project;
    });
  }

  /** 'Post to Explore Page': planning → pre_production. */
  postToExplore(userId: string, projectId: string): Promise<Project> {
    return this.changeStatus(userId, projectId, 'planning', EXPLORE_STATUS);
  }

  /** 'Remove from Explore': pre_production → planning. */
  removeFromExplore(userId: string, projectId: string): Promise<Project> {
    return this.changeStatus(userId, projectId, EXPLORE_STATUS, 'planning');
  }

  /**
   * Moves a project to any status, as data loading needs (the seed shows every status; no route
   * offers it: the only transitions users make are the Explore toggle's).
   */
  async setStatus(projectId: string, to: ProjectStatus): Promise<Project> {
    const current = await this.finder.require(projectId);
    if (current.status === to) return toProject(current);
    return this.unitOfWork.run(async () => {
      const record = await this.projects.changeStatus(projectId, current.status, to);
      if (!record) throw new DomainError(ProjectsErrors.INVALID_STATUS_CHANGE);
      const project = toProject(record);
      await this.outbox.add(ProjectStatusChangedEvent, { project, from: current.status, to });
      return project;
    });
  }

  async mine(userId: string): Promise<Project[]> {
    return (await this.projects.listByCreator(userId)).map(toProject);
  }

  async explore(query: { cursor?: string; limit: number }): Promise<ExplorePage> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new DomainError(ProjectsErrors.INVALID_CURSOR);
    const records = await this.projects.listByStatus(EXPLORE_STATUS, cursor, query.limit + 1);
    const { items, nextCursor } = toPage(records, query.limit);
    return { projects: items.map(toProject), nextCursor };
  }

  private async changeStatus(
    userId: string,
    projectId: string,
    from: ProjectStatus,
    to: ProjectStatus,
  ): Promise<Project> {
    await this.finder.requireCreatedBy(projectId, userId);
    return this.unitOfWork.run(async () => {
      const record = await this.projects.changeStatus(projectId, from, to);
      if (!record) throw new DomainError(ProjectsErrors.INVALID_STATUS_CHANGE);
      const project = toProject(record);
      await this.outbox.add(ProjectStatusChangedEvent, { project, from, to });
      return project;
    });
  }
}
