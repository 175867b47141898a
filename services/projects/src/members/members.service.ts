import { Injectable } from '@nestjs/common';
import {
  APPLICANT_ALREADY_MEMBER_MESSAGE,
  MemberJoinedEvent,
  MemberRemovedEvent,
  ONLY_CREATORS_REMOVE_MEMBERS_MESSAGE,
  type ProjectMember,
  ProjectsErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { AuditService } from '../audit/audit.service';
import { PeopleService } from '../people/people.service';
import { ProjectFinder } from '../projects/project-finder';
import type { ProjectRecord } from '../projects/project-record';
import type { MemberRecord } from './member-record';
import { present, toProjectMember } from './member.mapper';
import { AlreadyMemberError, MemberRepository } from './member.repository';

export interface JoinRequest {
  project: ProjectRecord;
  userId: string;
  role: string;
  via: 'creation' | 'application' | 'invitation';
  invitedBy: string | null;
}

/** Active membership: joining (for the other features), leaving, removal and who shares what. */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MemberRepository,
    private readonly projects: ProjectFinder,
    private readonly people: PeopleService,
    private readonly audit: AuditService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds an active member and its `member.joined` event; call inside the caller's unit of work.
   * 409 `ALREADY_MEMBER` when the user is one already.
   */
  async join(request: JoinRequest): Promise<MemberRecord> {
    const { project } = request;
    const member = await this.members
      .insert({
        projectId: project.id,
        userId: request.userId,
        role: request.role,
        joinedAt: this.clock.now(),
        invitedBy: request.invitedBy,
      })
      .catch((error: unknown) => {
        throw error instanceof AlreadyMemberError
          ? new DomainError(
              ProjectsErrors.ALREADY_MEMBER,
              // The creator accepting an application reads it, not the applicant.
              request.via === 'application' ? { message: APPLICANT_ALREADY_MEMBER_MESSAGE } : {},
            )
          : error;
      });
    await this.outbox.add(
      MemberJoinedEvent,
      {
        memberId: member.id,
        projectId: project.id,
        projectTitle: project.title,
        creatorId: project.creatorId,
        userId: member.userId,
        role: member.role,
        via: request.via,
        invitedBy: member.invitedBy,
        joinedAt: member.joinedAt.toISOString(),
      },
      { eventId: `member-joined-${member.id}` },
    );
    return member;
  }

  /** The creator removes a member: 'removed_by_creator' audit, row deleted. */
  async remove(creatorId: string, projectId: string, userId: string): Promise<void> {
    const project = await this.projects.requireCreatedBy(
      projectId,
      creatorId,
      ONLY_CREATORS_REMOVE_MEMBERS_MESSAGE,
    );
    if (userId === project.creatorId) throw new DomainError(ProjectsErrors.CANNOT_REMOVE_CREATOR);
    await this.unitOfWork.run(async () => {
      const member = await this.members.delete(projectId, userId);
      if (!member) throw new DomainError(ProjectsErrors.MEMBER_NOT_FOUND);
      await this.recordDeparture(project, member, 'removed_by_creator', creatorId);
    });
  }

  /** A member leaves: row deleted, 'left_voluntarily' audit with their role. */
  async leave(userId: string, projectId: string): Promise<void> {
    const project = await this.projects.require(projectId);
    if (userId === project.creatorId) throw new DomainError(ProjectsErrors.CREATOR_CANNOT_LEAVE);
    await this.unitOfWork.run(async () => {
      const member = await this.members.delete(projectId, userId);
      if (!member) throw new DomainError(ProjectsErrors.MEMBERSHIP_NOT_FOUND);
      await this.recordDeparture(project, member, 'left_voluntarily', userId);
    });
  }

  find(projectId: string, userId: string): Promise<MemberRecord | null> {
    return this.members.find(projectId, userId);
  }

  /** The project if `userId` is an active member of it (the creator is one); 403 `NOT_PROJECT_MEMBER` otherwise. */
  async requireMember(projectId: string, userId: string): Promise<ProjectRecord> {
    const project = await this.projects.require(projectId);
    if (!(await this.members.find(projectId, userId))) {
      throw new DomainError(ProjectsErrors.NOT_PROJECT_MEMBER);
    }
    return project;
  }

  async memberIds(projectId: string): Promise<string[]> {
    return (await this.members.listByProject(projectId)).map((member) => member.userId);
  }

  /** A project's active member rows, by join date. */
  records(projectId: string): Promise<MemberRecord[]> {
    return this.members.listByProject(projectId);
  }

  /** The project's members as the page shows them: the creator first, then by join date. */
  async list(project: ProjectRecord): Promise<ProjectMember[]> {
    const records = await this.members.listByProject(project.id);
    return present(project, records, await this.people.lookup(records.map((r) => r.userId)));
  }

  async toResponse(record: MemberRecord, creatorId: string): Promise<ProjectMember> {
    return toProjectMember(record, await this.people.findOrUnknown(record.userId), creatorId);
  }

  /**
   * The projects both users are active members of, the longest-shared first (by when the later of
   * the two joined).
   */
  async sharedProjectIds(userId: string, otherUserId: string): Promise<string[]> {
    if (userId === otherUserId) return [];
    const [mine, theirs] = await Promise.all([
      this.members.listByUser(userId),
      this.members.listByUser(otherUserId),
    ]);
    const theirJoin = new Map(
      theirs.map((member) => [member.projectId, member.joinedAt.getTime()]),
    );
    return mine
      .filter((member) => theirJoin.has(member.projectId))
      .map((member) => ({
        projectId: member.projectId,
        since: Math.max(member.joinedAt.getTime(), theirJoin.get(member.projectId)!),
      }))
      .sort((a, b) => a.since - b.since)
      .map((shared) => shared.projectId);
  }

  private async recordDeparture(
    project: ProjectRecord,
    member: MemberRecord,
    action: 'removed_by_creator' | 'left_voluntarily',
    by: string,
  ): Promise<void> {
    const entry = await this.audit.record({
      projectId: project.id,
      userId: member.userId,
      createdBy: by,
      action,
      role: member.role,
      message: null,
    });
    await this.outbox.add(
      MemberRemovedEvent,
      {
        projectId: project.id,
        projectTitle: project.title,
        creatorId: project.creatorId,
        userId: member.userId,
        role: member.role,
        action,
        at: entry.createdAt.toISOString(),
      },
      { eventId: `member-removed-${member.id}` },
    );
  }
}
