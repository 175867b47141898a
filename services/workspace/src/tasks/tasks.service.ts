import { Injectable } from '@nestjs/common';
import {
  type AddTaskDependencyRequest,
  type CreateTaskRequest,
  type Task,
  type TaskDependency,
  TaskAssignedEvent,
  type UpdateTaskRequest,
  WorkspaceErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { type WorkspaceAccess, MembershipService } from '../membership/membership.service';
import { PeopleService } from '../people/people.service';
import { BoardNotifier } from '../realtime/board-notifier';
import { wouldCreateCycle } from '../dependencies/dependency-graph';
import { DependencyGraphLock } from '../dependencies/dependency-graph.lock';
import { type ActivityEntry, TaskActivityRecorder } from './task-activity.recorder';
import { TaskActivityRepository } from './task-activity.repository';
import { TaskCommentRepository } from './task-comment.repository';
import { TaskDependencyRepository } from './task-dependency.repository';
import { type TaskChanges, type TaskRecord, TaskRepository } from './task.repository';
import { toTaskView } from './task-view';
import { TimeLogRepository } from './time-log.repository';

const FIELD_ACTIVITY: Record<string, string> = {
  title: 'title_changed',
  description: 'description_changed',
  priority: 'priority_changed',
  status: 'status_changed',
  assignedTo: 'assignee_changed',
  dueDate: 'due_date_changed',
  estimatedHours: 'estimate_changed',
  parentTaskId: 'parent_changed',
};

function shown(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * Tasks of a project's workspace (spec 03 "Tasks"): any member reads them; contributors and
 * managers create, edit, move and link them; deleting is for managers and the task's creator;
 * least-loaded auto-assignment is for managers.
 */
@Injectable()
export class TasksService {
  constructor(
    private readonly tasks: TaskRepository,
    private readonly dependencies: TaskDependencyRepository,
    private readonly comments: TaskCommentRepository,
    private readonly timeLogs: TimeLogRepository,
    private readonly activityLog: TaskActivityRepository,
    private readonly activity: TaskActivityRecorder,
    private readonly graphLock: DependencyGraphLock,
    private readonly membership: MembershipService,
    private readonly people: PeopleService,
    private readonly board: BoardNotifier,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, projectId: string): Promise<Task[]> {
    await this.membership.require(projectId, userId);
    return this.views(projectId, await this.tasks.ofProject(projectId));
  }

  /** The tasks as the board shows them; `records` must belong to `projectId`. */
  async views(projectId: string, records: readonly TaskRecord[]): Promise<Task[]> {
    const [all, dependencies, minutesByTask] = await Promise.all([
      this.tasks.ofProject(projectId),
      this.dependencies.ofProject(projectId),
      this.timeLogs.minutesByTask(projectId),
    ]);
    const subtaskCounts = new Map<string, number>();
    for (const task of all) {
      if (task.parentTaskId) {
        subtaskCounts.set(task.parentTaskId, (subtaskCounts.get(task.parentTaskId) ?? 0) + 1);
      }
    }
    const people = await this.people.byId(
      records.flatMap((t) => (t.assignedTo ? [t.assignedTo, t.createdBy] : [t.createdBy])),
    );
    const context = {
      people,
      dependencies,
      statusById: new Map(all.map((t) => [t.id, t.status])),
      minutesByTask,
      subtaskCounts,
      today: this.clock.now().toISOString().slice(0, 10),
    };
    return records.map((record) => toTaskView(record, context));
  }

  async view(projectId: string, record: TaskRecord): Promise<Task> {
    return (await this.views(projectId, [record]))[0];
  }

  assignedTo(projectId: string, userId: string): Promise<TaskRecord[]> {
    return this.tasks.ofAssignee(projectId, userId);
  }

  async counts(projectId: string): Promise<{ completed: number; total: number }> {
    const all = await this.tasks.ofProject(projectId);
    return { completed: all.filter((t) => t.status === 'completed').length, total: all.length };
  }

  async require(projectId: string, taskId: string): Promise<TaskRecord> {
    const task = await this.tasks.find(projectId, taskId);
    if (!task) throw new DomainError(WorkspaceErrors.TASK_NOT_FOUND);
    return task;
  }

  async create(userId: string, projectId: string, request: CreateTaskRequest): Promise<Task> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    if (request.autoAssign && access.level !== 'manage') {
      throw new DomainError(WorkspaceErrors.MANAGER_ONLY);
    }
    const parentTaskId = request.parentTaskId ?? null;
    if (parentTaskId) await this.requireTopLevel(projectId, parentTaskId, null);
    let assignedTo = request.assignedTo ?? null;
    if (request.autoAssign) assignedTo = await this.leastLoadedMember(projectId);
    else if (assignedTo) await this.requireMember(projectId, assignedTo);
    const now = this.clock.now();
    const task = await this.unitOfWork.run(async () => {
      const created = await this.tasks.insert({
        projectId,
        title: request.title,
        description: request.description ?? null,
        priority: request.priority,
        status: request.status,
        assignedTo,
        createdBy: userId,
        dueDate: request.dueDate ?? null,
        estimatedHours: request.estimatedHours ?? null,
        parentTaskId,
        createdAt: now,
        updatedAt: now,
      });
      await this.activity.record(created, userId, [
        {
          activityType: 'created',
          description: `Created task "${created.title}"`,
          newValue: created.status,
        },
      ]);
      if (assignedTo) await this.announceAssignment(access, created, userId, request.autoAssign);
      return created;
    });
    this.board.changed(projectId, 'tasks', userId, task.id);
    return this.view(projectId, task);
  }

  async update(
    userId: string,
    projectId: string,
    taskId: string,
    request: UpdateTaskRequest,
  ): Promise<Task> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    const before = await this.require(projectId, taskId);
    if (request.parentTaskId) {
      await this.requireTopLevel(projectId, request.parentTaskId, taskId);
      if ((await this.tasks.countSubtasks(taskId)) > 0) {
        throw new DomainError(WorkspaceErrors.HAS_SUBTASKS);
      }
    }
    if (request.assignedTo) await this.requireMember(projectId, request.assignedTo);
    const changes: TaskChanges = {};
    const entries: ActivityEntry[] = [];
    for (const [field, value] of Object.entries(request) as [keyof TaskChanges, unknown][]) {
      if (value === undefined) continue;
      const previous = (before as unknown as Record<string, unknown>)[field];
      if (previous === value) continue;
      (changes as Record<string, unknown>)[field] = value;
      entries.push({
        activityType: FIELD_ACTIVITY[field] ?? 'updated',
        description: `Changed ${field} from ${shown(previous) ?? 'none'} to ${shown(value) ?? 'none'}`,
        oldValue: shown(previous),
        newValue: shown(value),
      });
    }
    if (entries.length === 0) return this.view(projectId, before);
    const updated = await this.unitOfWork.run(async () => {
      const stored = await this.tasks.update(taskId, { ...changes, updatedAt: this.clock.now() });
      if (!stored) throw new DomainError(WorkspaceErrors.TASK_NOT_FOUND);
      await this.activity.record(stored, userId, entries);
      if (changes.assignedTo) await this.announceAssignment(access, stored, userId, false);
      return stored;
    });
    this.board.changed(projectId, 'tasks', userId, taskId);
    return this.view(projectId, updated);
  }

  async delete(userId: string, projectId: string, taskId: string): Promise<void> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    const task = await this.require(projectId, taskId);
    if (access.level !== 'manage' && task.createdBy !== userId) {
      throw new DomainError(WorkspaceErrors.NOT_OWNER);
    }
    await this.unitOfWork.run(async () => {
      const ids = await this.tasks.deleteWithSubtasks(projectId, taskId);
      await this.dependencies.deleteTouching(ids);
      await this.comments.deleteOfTasks(ids);
      await this.timeLogs.deleteOfTasks(ids);
      await this.activityLog.deleteOfTasks(ids);
    });
    this.board.changed(projectId, 'tasks', userId, taskId);
  }

  async addDependency(
    userId: string,
    projectId: string,
    taskId: string,
    request: AddTaskDependencyRequest,
  ): Promise<TaskDependency> {
    await this.membership.require(projectId, userId, 'contribute');
    const task = await this.require(projectId, taskId);
    if (request.dependsOnTaskId === taskId) {
      throw new DomainError(WorkspaceErrors.TASK_CIRCULAR_DEPENDENCY);
    }
    const target = await this.require(projectId, request.dependsOnTaskId);
    const dependency = await this.unitOfWork.run(async () => {
      await this.graphLock.claim('tasks', projectId);
      const existing = await this.dependencies.ofProject(projectId);
      if (existing.some((d) => d.taskId === taskId && d.dependsOnTaskId === target.id)) {
        throw new DomainError(WorkspaceErrors.TASK_DEPENDENCY_EXISTS);
      }
      const edges = existing.map((d) => ({ from: d.taskId, to: d.dependsOnTaskId }));
      if (wouldCreateCycle(edges, taskId, target.id)) {
        throw new DomainError(WorkspaceErrors.TASK_CIRCULAR_DEPENDENCY);
      }
      const stored = await this.dependencies.insert(
        projectId,
        {
          taskId,
          dependsOnTaskId: target.id,
          dependencyType: request.dependencyType,
          createdBy: userId,
        },
        this.clock.now(),
      );
      await this.activity.record(task, userId, [
        {
          activityType: 'dependency_added',
          description: `Now ${request.dependencyType.replace('_', ' ')} "${target.title}"`,
          newValue: target.id,
        },
      ]);
      return stored;
    });
    this.board.changed(projectId, 'tasks', userId, taskId);
    return dependency;
  }

  async removeDependency(userId: string, projectId: string, dependencyId: string): Promise<void> {
    await this.membership.require(projectId, userId, 'contribute');
    const dependency = await this.dependencies.find(projectId, dependencyId);
    if (!dependency) throw new DomainError(WorkspaceErrors.DEPENDENCY_NOT_FOUND);
    await this.unitOfWork.run(async () => {
      await this.dependencies.delete(dependencyId);
      await this.activity.record({ id: dependency.taskId, projectId }, userId, [
        {
          activityType: 'dependency_removed',
          description: 'Removed a dependency',
          oldValue: dependency.dependsOnTaskId,
        },
      ]);
    });
    this.board.changed(projectId, 'tasks', userId, dependency.taskId);
  }

  /** Gives the task to the member with the fewest unfinished tasks (managers only). */
  async autoAssign(userId: string, projectId: string, taskId: string): Promise<Task> {
    await this.membership.require(projectId, userId, 'manage');
    await this.require(projectId, taskId);
    const assignee = await this.leastLoadedMember(projectId);
    return this.update(userId, projectId, taskId, { assignedTo: assignee });
  }

  /** Active members who can work (not viewers), by fewest non-completed tasks, then join order. */
  private async leastLoadedMember(projectId: string): Promise<string> {
    const members = (await this.membership.members(projectId)).filter((m) => m.role !== 'viewer');
    if (members.length === 0) throw new DomainError(WorkspaceErrors.NO_AVAILABLE_MEMBERS);
    const open = (await this.tasks.ofProject(projectId)).filter((t) => t.status !== 'completed');
    const load = (id: string) => open.filter((t) => t.assignedTo === id).length;
    return members.reduce((best, m) => (load(m.userId) < load(best.userId) ? m : best)).userId;
  }

  private async requireMember(projectId: string, userId: string): Promise<void> {
    if (!(await this.membership.isMember(projectId, userId))) {
      throw new DomainError(WorkspaceErrors.ASSIGNEE_NOT_MEMBER);
    }
  }

  private async requireTopLevel(
    projectId: string,
    parentId: string,
    taskId: string | null,
  ): Promise<void> {
    const parent = await this.tasks.find(projectId, parentId);
    if (!parent || parent.parentTaskId !== null || parent.id === taskId) {
      throw new DomainError(WorkspaceErrors.PARENT_NOT_TOP_LEVEL);
    }
  }

  private async announceAssignment(
    access: WorkspaceAccess,
    task: TaskRecord,
    by: string,
    automatic: boolean,
  ): Promise<void> {
    if (!task.assignedTo) return;
    await this.outbox.add(TaskAssignedEvent, {
      taskId: task.id,
      taskTitle: task.title,
      projectId: task.projectId,
      projectTitle: access.project.title,
      assigneeId: task.assignedTo,
      assignedBy: by,
      automatic,
      at: this.clock.now().toISOString(),
    });
  }
}
