import { Injectable } from '@nestjs/common';
import {
  accessLevelOf,
  MANAGER_ROLE,
  type Project,
  realtimeRoom,
  type WorkspaceAccessLevel,
  WorkspaceErrors,
} from '@filmcollab/contracts';
import { DomainError, RealtimePublisher } from '@filmcollab/service-kit';
import { MembershipRepository, type MembershipRecord } from './membership.repository';
import { ProjectCardRepository, type ProjectCardRecord } from './project-card.repository';

export interface WorkspaceAccess {
  userId: string;
  role: string;
  level: WorkspaceAccessLevel;
  isCreator: boolean;
  project: ProjectCardRecord;
}

const RANK: Record<WorkspaceAccessLevel, number> = { view: 0, contribute: 1, manage: 2 };

/**
 * Who may do what in a project's workspace, from the workspace's own copy of projects' membership
 * (never a call to projects per request): the creator and active members get in, at the level
 * their role gives (contracts' `accessLevelOf`); everyone else gets `NOT_A_MEMBER`, whether or
 * not the project exists.
 */
@Injectable()
export class MembershipService {
  constructor(
    private readonly memberships: MembershipRepository,
    private readonly projects: ProjectCardRepository,
    private readonly realtime: RealtimePublisher,
  ) {}

  async joined(
    projectId: string,
    userId: string,
    role: string,
    at: Date,
    project: { title: string; creatorId: string },
  ): Promise<void> {
    await this.projects.insertIfAbsent(projectId, project.title, project.creatorId);
    await this.memberships.apply({ projectId, userId, role, active: true }, at);
  }

  async removed(projectId: string, userId: string, role: string, at: Date): Promise<void> {
    const changed = await this.memberships.apply({ projectId, userId, role, active: false }, at);
    if (changed) this.realtime.evict(realtimeRoom('workspace', projectId), [userId]);
  }

  projectChanged(project: Project): Promise<void> {
    return this.projects.apply({
      id: project.id,
      title: project.title,
      description: project.description,
      status: project.status,
      creatorId: project.creatorId,
      updatedAt: new Date(project.updatedAt),
    });
  }

  /** The caller's access, or 403 `NOT_A_MEMBER`; with `atLeast`, 403 when their level is lower. */
  async require(
    projectId: string,
    userId: string,
    atLeast: WorkspaceAccessLevel = 'view',
  ): Promise<WorkspaceAccess> {
    const access = await this.find(projectId, userId);
    if (!access) throw new DomainError(WorkspaceErrors.NOT_A_MEMBER);
    if (RANK[access.level] < RANK[atLeast]) {
      throw new DomainError(
        atLeast === 'manage' ? WorkspaceErrors.MANAGER_ONLY : WorkspaceErrors.VIEWER_READ_ONLY,
      );
    }
    return access;
  }

  async find(projectId: string, userId: string): Promise<WorkspaceAccess | null> {
    const [project, membership] = await Promise.all([
      this.projects.find(projectId),
      this.memberships.findActive(projectId, userId),
    ]);
    if (!project) return null;
    const isCreator = project.creatorId === userId;
    if (!membership && !isCreator) return null;
    const role = isCreator ? MANAGER_ROLE : (membership as MembershipRecord).role;
    return { userId, role, level: accessLevelOf(role), isCreator, project };
  }

  /** Projects the user created that are in `status` (for the demo seed). */
  createdBy(userId: string, status: string): Promise<string[]> {
    return this.projects.findOf(userId, status);
  }

  async isMember(projectId: string, userId: string): Promise<boolean> {
    return (await this.find(projectId, userId)) !== null;
  }

  /** Active members, the creator first (present even before their own join event arrives). */
  async members(projectId: string): Promise<(MembershipRecord & { isCreator: boolean })[]> {
    const [project, rows] = await Promise.all([
      this.projects.find(projectId),
      this.memberships.activeOf(projectId),
    ]);
    const creatorId = project?.creatorId;
    const members = rows.map((row) => ({ ...row, isCreator: row.userId === creatorId }));
    if (creatorId && !members.some((m) => m.isCreator)) {
      members.push({
        projectId,
        userId: creatorId,
        role: MANAGER_ROLE,
        active: true,
        joinedAt: project.updatedAt,
        isCreator: true,
      });
    }
    return members.sort((a, b) => Number(b.isCreator) - Number(a.isCreator));
  }
}
