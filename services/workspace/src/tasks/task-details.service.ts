import { Injectable } from '@nestjs/common';
import {
  type CommentRequest,
  type StartTimeLogRequest,
  type TaskComment,
  TaskCommentPostedEvent,
  type TaskDetail,
  type TimeLog,
  WORKSPACE_LIMITS,
  WorkspaceErrors,
  type WorkspacePerson,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import { MembershipService } from '../membership/membership.service';
import { PeopleService } from '../people/people.service';
import { BoardNotifier } from '../realtime/board-notifier';
import { resolveMentions } from './mentions';
import { TaskActivityRecorder } from './task-activity.recorder';
import { TaskActivityRepository } from './task-activity.repository';
import { type TaskCommentRecord, TaskCommentRepository } from './task-comment.repository';
import { TaskRepository } from './task.repository';
import { TasksService } from './tasks.service';
import {
  OpenTimeLogExistsError,
  type TimeLogRecord,
  TimeLogRepository,
} from './time-log.repository';

const PREVIEW_LENGTH = 140;

function toTimeLog(record: TimeLogRecord): TimeLog {
  return {
    id: record.id,
    taskId: record.taskId,
    userId: record.userId,
    startTime: record.startTime.toISOString(),
    endTime: record.endTime?.toISOString() ?? null,
    durationMinutes: record.durationMinutes,
    description: record.description,
  };
}

function toComment(record: TaskCommentRecord, author: WorkspacePerson): TaskComment {
  return {
    id: record.id,
    taskId: record.taskId,
    userId: record.userId,
    author,
    comment: record.comment,
    mentions: record.mentions,
    isEdited: record.isEdited,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * A task's detail: subtasks, comments (@mentions resolved to members, editable by their author
 * only), time tracking (one open log per user; starting closes the others with 0 minutes) and
 * the activity log.
 */
@Injectable()
export class TaskDetailsService {
  constructor(
    private readonly tasks: TasksService,
    private readonly taskRecords: TaskRepository,
    private readonly comments: TaskCommentRepository,
    private readonly timeLogs: TimeLogRepository,
    private readonly activityLog: TaskActivityRepository,
    private readonly activity: TaskActivityRecorder,
    private readonly membership: MembershipService,
    private readonly people: PeopleService,
    private readonly board: BoardNotifier,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async detail(userId: string, projectId: string, taskId: string): Promise<TaskDetail> {
    await this.membership.require(projectId, userId);
    const task = await this.tasks.require(projectId, taskId);
    const all = await this.taskRecords.ofProject(projectId);
    const subtaskRecords = all.filter((t) => t.parentTaskId === taskId);
    const [views, comments, logs, activity] = await Promise.all([
      this.tasks.views(projectId, [task, ...subtaskRecords]),
      this.comments.ofTask(taskId),
      this.timeLogs.ofTask(taskId),
      this.activityLog.ofTask(taskId),
    ]);
    const people = await this.people.byId([
      ...comments.map((c) => c.userId),
      ...activity.map((a) => a.userId),
    ]);
    const myOpen = logs.find((log) => log.userId === userId && log.endTime === null) ?? null;
    return {
      task: views[0],
      subtasks: views.slice(1),
      comments: comments.map((c) => toComment(c, people.get(c.userId) as WorkspacePerson)),
      timeLogs: logs.slice(0, WORKSPACE_LIMITS.latestSessions).map(toTimeLog),
      myOpenLog: myOpen ? toTimeLog(myOpen) : null,
      totalMinutes: logs.reduce((sum, log) => sum + (log.durationMinutes ?? 0), 0),
      activity: activity.map((a) => ({
        id: a.id,
        taskId: a.taskId,
        userId: a.userId,
        actor: people.get(a.userId) as WorkspacePerson,
        activityType: a.activityType,
        oldValue: a.oldValue,
        newValue: a.newValue,
        description: a.description,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  }

  async comment(
    userId: string,
    projectId: string,
    taskId: string,
    request: CommentRequest,
  ): Promise<TaskComment> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    const task = await this.tasks.require(projectId, taskId);
    const mentions = (await this.mentionable(projectId, request.comment)).filter(
      (id) => id !== userId,
    );
    const author = (await this.people.byId([userId])).get(userId) as WorkspacePerson;
    const now = this.clock.now();
    const stored = await this.unitOfWork.run(async () => {
      const record = await this.comments.insert({
        projectId,
        taskId,
        userId,
        comment: request.comment,
        mentions,
        isEdited: false,
        createdAt: now,
        updatedAt: now,
      });
      await this.activity.record(task, userId, [
        { activityType: 'commented', description: 'Added a comment' },
      ]);
      await this.outbox.add(
        TaskCommentPostedEvent,
        {
          commentId: record.id,
          taskId,
          taskTitle: task.title,
          projectId,
          projectTitle: access.project.title,
          authorId: userId,
          authorName: author.fullName,
          mentionedUserIds: mentions,
          preview: request.comment.slice(0, PREVIEW_LENGTH),
          at: now.toISOString(),
        },
        { eventId: `workspace-comment-posted-${record.id}` },
      );
      return record;
    });
    this.board.changed(projectId, 'tasks', userId, taskId);
    return toComment(stored, author);
  }

  async editComment(
    userId: string,
    projectId: string,
    taskId: string,
    commentId: string,
    request: CommentRequest,
  ): Promise<TaskComment> {
    await this.membership.require(projectId, userId, 'contribute');
    await this.tasks.require(projectId, taskId);
    const existing = await this.comments.find(taskId, commentId);
    if (!existing) throw new DomainError(WorkspaceErrors.COMMENT_NOT_FOUND);
    if (existing.userId !== userId) throw new DomainError(WorkspaceErrors.COMMENT_NOT_OWN);
    const mentions = (await this.mentionable(projectId, request.comment)).filter(
      (id) => id !== userId,
    );
    const edited = await this.comments.editOwn(commentId, userId, {
      comment: request.comment,
      mentions,
      updatedAt: this.clock.now(),
    });
    if (!edited) throw new DomainError(WorkspaceErrors.COMMENT_NOT_OWN);
    this.board.changed(projectId, 'tasks', userId, taskId);
    const author = (await this.people.byId([userId])).get(userId) as WorkspacePerson;
    return toComment(edited, author);
  }

  async startTimer(
    userId: string,
    projectId: string,
    taskId: string,
    request: StartTimeLogRequest,
  ): Promise<TimeLog> {
    await this.membership.require(projectId, userId, 'contribute');
    const task = await this.tasks.require(projectId, taskId);
    const now = this.clock.now();
    const log = await this.startOnce(userId, projectId, task, request, now);
    this.board.changed(projectId, 'tasks', userId, taskId);
    return toTimeLog(log);
  }

  /** Two starts at the same moment: the unique open log refuses one; it runs again after. */
  private async startOnce(
    userId: string,
    projectId: string,
    task: { id: string; projectId: string },
    request: StartTimeLogRequest,
    now: Date,
    attempt = 0,
  ): Promise<TimeLogRecord> {
    try {
      return await this.startInUnit(userId, projectId, task, request, now);
    } catch (error) {
      if (!(error instanceof OpenTimeLogExistsError) || attempt > 2) throw error;
      return this.startOnce(userId, projectId, task, request, now, attempt + 1);
    }
  }

  private startInUnit(
    userId: string,
    projectId: string,
    task: { id: string; projectId: string },
    request: StartTimeLogRequest,
    now: Date,
  ): Promise<TimeLogRecord> {
    const taskId = task.id;
    return this.unitOfWork.run(async () => {
      await this.timeLogs.abandonOpen(userId, now);
      const started = await this.timeLogs.insert({
        projectId,
        taskId,
        userId,
        startTime: now,
        endTime: null,
        durationMinutes: null,
        description: request.description ?? null,
      });
      await this.activity.record(task, userId, [
        { activityType: 'time_started', description: 'Started time tracking' },
      ]);
      return started;
    });
  }

  async stopTimer(
    userId: string,
    projectId: string,
    taskId: string,
    logId: string,
  ): Promise<TimeLog> {
    await this.membership.require(projectId, userId, 'contribute');
    const task = await this.tasks.require(projectId, taskId);
    const open = await this.timeLogs.findOpen(logId, taskId, userId);
    if (!open) throw new DomainError(WorkspaceErrors.TIME_LOG_NOT_FOUND);
    const end = this.clock.now();
    const minutes = Math.max(0, Math.round((end.getTime() - open.startTime.getTime()) / 60_000));
    const closed = await this.unitOfWork.run(async () => {
      const stored = await this.timeLogs.close(logId, end, minutes);
      if (!stored) throw new DomainError(WorkspaceErrors.TIME_LOG_NOT_FOUND);
      await this.activity.record(task, userId, [
        {
          activityType: 'time_logged',
          description: `Logged ${minutes} minutes`,
          newValue: String(minutes),
        },
      ]);
      return stored;
    });
    this.board.changed(projectId, 'tasks', userId, taskId);
    return toTimeLog(closed);
  }

  private async mentionable(projectId: string, text: string): Promise<string[]> {
    const members = await this.membership.members(projectId);
    const people = await this.people.byId(members.map((m) => m.userId));
    return resolveMentions(text, [...people.values()]);
  }
}
