import { Injectable } from '@nestjs/common';
import {
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  type ApplyRequest,
  EXPLORE_STATUS,
  type ProjectApplication,
  type ProjectMember,
  ProjectsErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { AuditService } from '../audit/audit.service';
import { MembersService } from '../members/members.service';
import { OpportunitiesService } from '../opportunities/opportunities.service';
import { PeopleService } from '../people/people.service';
import { ProjectFinder } from '../projects/project-finder';
import type { ProjectRecord } from '../projects/project-record';
import type { ApplicationRecord } from './application-record';
import { toProjectApplication } from './application.mapper';
import { AlreadyAppliedError, ApplicationRepository } from './application.repository';

/** The application lifecycle of spec 03 §4 (and 02 §4): apply, withdraw, accept, reject. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projects: ProjectFinder,
    private readonly members: MembersService,
    private readonly opportunities: OpportunitiesService,
    private readonly people: PeopleService,
    private readonly audit: AuditService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Open to a non-member while the project is on Explore, or for a live opportunity of the project
   * (then the role is the opportunity's).
   */
  async apply(
    userId: string,
    projectId: string,
    request: ApplyRequest,
  ): Promise<ProjectApplication> {
    const project = await this.projects.require(projectId);
    if (project.creatorId === userId)
      throw new DomainError(ProjectsErrors.CANNOT_APPLY_TO_OWN_PROJECT);
    if (await this.members.find(projectId, userId))
      throw new DomainError(ProjectsErrors.ALREADY_MEMBER);
    let role = request.role;
    if (request.opportunityId) {
      const opportunity = await this.opportunities.requireLiveOf(projectId, request.opportunityId);
      if (!opportunity) throw new DomainError(ProjectsErrors.PROJECT_NOT_OPEN);
      role = opportunity.role;
    } else if (project.status !== EXPLORE_STATUS) {
      throw new DomainError(ProjectsErrors.PROJECT_NOT_OPEN);
    }
    const person = await this.people.findOrUnknown(userId);
    const application = await this.unitOfWork
      .run(async () => {
        const record = await this.applications.insert({
          projectId,
          userId,
          role,
          message: request.message ?? null,
          opportunityId: request.opportunityId ?? null,
        });
        await this.audit.record({
          projectId,
          userId,
          createdBy: userId,
          action: 'applied',
          role,
          message: record.message,
        });
        await this.outbox.add(
          ApplicationSubmittedEvent,
          {
            ...this.reference(project, record, person.fullName),
            message: record.message,
            opportunityId: record.opportunityId,
          },
          { eventId: `application-submitted-${record.id}` },
        );
        return record;
      })
      .catch((error: unknown) => {
        throw error instanceof AlreadyAppliedError
          ? new DomainError(ProjectsErrors.ALREADY_APPLIED)
          : error;
      });
    return toProjectApplication(application, person);
  }

  /** The applicant takes back their pending application (no audit record: spec 03 §4). */
  async withdraw(userId: string, projectId: string): Promise<void> {
    const project = await this.projects.require(projectId);
    const person = await this.people.findOrUnknown(userId);
    await this.unitOfWork.run(async () => {
      const record = await this.applications.deletePending(projectId, userId);
      if (!record) throw new DomainError(ProjectsErrors.APPLICATION_NOT_FOUND);
      await this.outbox.add(
        ApplicationWithdrawnEvent,
        { ...this.reference(project, record, person.fullName), at: this.clock.now().toISOString() },
        { eventId: `application-withdrawn-${record.id}` },
      );
    });
  }

  /** 'accepted' audit, active member row, application deleted: one transaction. */
  async accept(
    creatorId: string,
    projectId: string,
    applicationId: string,
  ): Promise<ProjectMember> {
    const project = await this.projects.requireCreatedBy(projectId, creatorId);
    const member = await this.unitOfWork.run(async () => {
      const record = await this.decide(project, applicationId, 'accepted', creatorId);
      return this.members.join({
        project,
        userId: record.userId,
        role: record.role,
        via: 'application',
        invitedBy: null,
      });
    });
    return this.members.toResponse(member, project.creatorId);
  }

  /** 'rejected' audit and the application deleted. */
  async reject(creatorId: string, projectId: string, applicationId: string): Promise<void> {
    const project = await this.projects.requireCreatedBy(projectId, creatorId);
    await this.unitOfWork.run(() => this.decide(project, applicationId, 'rejected', creatorId));
  }

  pendingRecord(projectId: string, userId: string): Promise<ApplicationRecord | null> {
    return this.applications.findPending(projectId, userId);
  }

  pendingRecords(projectId: string): Promise<ApplicationRecord[]> {
    return this.applications.listPending(projectId);
  }

  /** Deletes a pending application without an event: its author joined the project another way. */
  async dropPending(projectId: string, userId: string): Promise<void> {
    await this.applications.deletePending(projectId, userId);
  }

  private async decide(
    project: ProjectRecord,
    applicationId: string,
    decision: 'accepted' | 'rejected',
    creatorId: string,
  ): Promise<ApplicationRecord> {
    const record = await this.applications.deleteById(project.id, applicationId);
    if (!record) throw new DomainError(ProjectsErrors.APPLICATION_NOT_FOUND);
    const entry = await this.audit.record({
      projectId: project.id,
      userId: record.userId,
      createdBy: creatorId,
      action: decision,
      role: record.role,
      message: null,
    });
    const person = await this.people.findOrUnknown(record.userId);
    await this.outbox.add(
      decision === 'accepted' ? ApplicationAcceptedEvent : ApplicationRejectedEvent,
      { ...this.reference(project, record, person.fullName), at: entry.createdAt.toISOString() },
      { eventId: `application-${decision}-${record.id}` },
    );
    return record;
  }

  private reference(
    project: ProjectRecord,
    record: ApplicationRecord,
    applicantName: string | null,
  ) {
    return {
      applicationId: record.id,
      projectId: project.id,
      projectTitle: project.title,
      creatorId: project.creatorId,
      applicantId: record.userId,
      applicantName,
      role: record.role,
      at: record.createdAt.toISOString(),
    };
  }
}
