import { Injectable } from '@nestjs/common';
import {
  type AddMilestoneDependencyRequest,
  type CreateMilestoneRequest,
  type Milestone,
  type MilestoneDependency,
  type UpdateMilestoneRequest,
  WorkspaceErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, UnitOfWork } from '@filmcollab/service-kit';
import { MembershipService } from '../membership/membership.service';
import { BoardNotifier } from '../realtime/board-notifier';
import { wouldCreateCycle } from '../dependencies/dependency-graph';
import { DependencyGraphLock } from '../dependencies/dependency-graph.lock';
import { type MilestoneRecord, MilestoneRepository } from './milestone.repository';

function toMilestone(
  record: MilestoneRecord,
  dependencies: readonly MilestoneDependency[],
): Milestone {
  return {
    id: record.id,
    projectId: record.projectId,
    title: record.title,
    description: record.description,
    dueDate: record.dueDate,
    status: record.status,
    progressPercentage: record.progressPercentage,
    requiresApproval: record.requiresApproval,
    createdBy: record.createdBy,
    dependencies: dependencies.filter((d) => d.milestoneId === record.id),
    approvals: [],
    riskLevel: null,
  };
}

/** Milestones and their dependencies (spec 03 "Milestones"): members read, managers change. */
@Injectable()
export class MilestonesService {
  constructor(
    private readonly milestones: MilestoneRepository,
    private readonly graphLock: DependencyGraphLock,
    private readonly membership: MembershipService,
    private readonly board: BoardNotifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, projectId: string): Promise<Milestone[]> {
    await this.membership.require(projectId, userId);
    return this.all(projectId);
  }

  async all(projectId: string): Promise<Milestone[]> {
    const [records, dependencies] = await Promise.all([
      this.milestones.ofProject(projectId),
      this.milestones.dependenciesOf(projectId),
    ]);
    return records.map((record) => toMilestone(record, dependencies));
  }

  async create(
    userId: string,
    projectId: string,
    request: CreateMilestoneRequest,
  ): Promise<Milestone> {
    await this.membership.require(projectId, userId, 'manage');
    const record = await this.milestones.insert({
      projectId,
      title: request.title,
      description: request.description ?? null,
      dueDate: request.dueDate,
      status: request.status,
      progressPercentage: request.progressPercentage,
      requiresApproval: request.requiresApproval,
      createdBy: userId,
      createdAt: this.clock.now(),
    });
    this.board.changed(projectId, 'milestones', userId);
    return toMilestone(record, []);
  }

  async update(
    userId: string,
    projectId: string,
    milestoneId: string,
    request: UpdateMilestoneRequest,
  ): Promise<Milestone> {
    await this.membership.require(projectId, userId, 'manage');
    const changes = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined));
    const record =
      Object.keys(changes).length > 0
        ? await this.milestones.update(projectId, milestoneId, changes)
        : await this.milestones.find(projectId, milestoneId);
    if (!record) throw new DomainError(WorkspaceErrors.MILESTONE_NOT_FOUND);
    this.board.changed(projectId, 'milestones', userId);
    return toMilestone(record, await this.milestones.dependenciesOf(projectId));
  }

  async delete(userId: string, projectId: string, milestoneId: string): Promise<void> {
    await this.membership.require(projectId, userId, 'manage');
    if (!(await this.milestones.find(projectId, milestoneId))) {
      throw new DomainError(WorkspaceErrors.MILESTONE_NOT_FOUND);
    }
    await this.unitOfWork.run(() => this.milestones.delete(projectId, milestoneId));
    this.board.changed(projectId, 'milestones', userId);
  }

  async addDependency(
    userId: string,
    projectId: string,
    request: AddMilestoneDependencyRequest,
  ): Promise<MilestoneDependency> {
    await this.membership.require(projectId, userId, 'manage');
    if (request.milestoneId === request.dependsOnMilestoneId) {
      throw new DomainError(WorkspaceErrors.MILESTONE_SAME);
    }
    const [source, target] = await Promise.all([
      this.milestones.find(projectId, request.milestoneId),
      this.milestones.find(projectId, request.dependsOnMilestoneId),
    ]);
    if (!source || !target) throw new DomainError(WorkspaceErrors.MILESTONE_NOT_FOUND);
    const dependency = await this.unitOfWork.run(async () => {
      await this.graphLock.claim('milestones', projectId);
      const existing = await this.milestones.dependenciesOf(projectId);
      if (
        existing.some((d) => d.milestoneId === source.id && d.dependsOnMilestoneId === target.id)
      ) {
        throw new DomainError(WorkspaceErrors.MILESTONE_DEPENDENCY_EXISTS);
      }
      const edges = existing.map((d) => ({ from: d.milestoneId, to: d.dependsOnMilestoneId }));
      if (wouldCreateCycle(edges, source.id, target.id)) {
        throw new DomainError(WorkspaceErrors.MILESTONE_CIRCULAR_DEPENDENCY);
      }
      return this.milestones.insertDependency(
        projectId,
        {
          milestoneId: source.id,
          dependsOnMilestoneId: target.id,
          dependencyType: request.dependencyType,
          createdBy: userId,
        },
        this.clock.now(),
      );
    });
    this.board.changed(projectId, 'milestones', userId);
    return dependency;
  }

  async removeDependency(userId: string, projectId: string, dependencyId: string): Promise<void> {
    await this.membership.require(projectId, userId, 'manage');
    if (!(await this.milestones.findDependency(projectId, dependencyId))) {
      throw new DomainError(WorkspaceErrors.DEPENDENCY_NOT_FOUND);
    }
    await this.milestones.deleteDependency(dependencyId);
    this.board.changed(projectId, 'milestones', userId);
  }
}
