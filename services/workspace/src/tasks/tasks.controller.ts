import { Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type AddTaskDependencyRequest,
  AddTaskDependencyRequestSchema,
  type CommentRequest,
  CommentRequestSchema,
  type CreateTaskRequest,
  CreateTaskRequestSchema,
  type StartTimeLogRequest,
  StartTimeLogRequestSchema,
  type Task,
  type TaskComment,
  TaskCommentSchema,
  type TaskDependency,
  TaskDependencySchema,
  type TaskDetail,
  TaskDetailSchema,
  TaskSchema,
  type TimeLog,
  TimeLogSchema,
  type UpdateTaskRequest,
  UpdateTaskRequestSchema,
  WorkspaceIdParamSchema as Id,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { z } from 'zod';
import { TaskDetailsService } from './task-details.service';
import { TasksService } from './tasks.service';

@Controller('projects/:projectId')
@UseGuards(JwtAuthGuard)
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly details: TaskDetailsService,
  ) {}

  @Get('tasks')
  @ZodResponse(200, z.array(TaskSchema))
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<Task[]> {
    return this.tasks.list(user.id, projectId);
  }

  @Post('tasks')
  @ZodResponse(201, TaskSchema)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(CreateTaskRequestSchema, { message: 'first-issue' }) body: CreateTaskRequest,
  ): Promise<Task> {
    return this.tasks.create(user.id, projectId, body);
  }

  @Get('tasks/:taskId')
  @ZodResponse(200, TaskDetailSchema)
  detail(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
  ): Promise<TaskDetail> {
    return this.details.detail(user.id, projectId, taskId);
  }

  @Patch('tasks/:taskId')
  @ZodResponse(200, TaskSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodBody(UpdateTaskRequestSchema, { message: 'first-issue' }) body: UpdateTaskRequest,
  ): Promise<Task> {
    return this.tasks.update(user.id, projectId, taskId, body);
  }

  @Delete('tasks/:taskId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
  ): Promise<void> {
    return this.tasks.delete(user.id, projectId, taskId);
  }

  @Post('tasks/:taskId/auto-assign')
  @HttpCode(200)
  @ZodResponse(200, TaskSchema)
  autoAssign(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
  ): Promise<Task> {
    return this.tasks.autoAssign(user.id, projectId, taskId);
  }

  @Post('tasks/:taskId/dependencies')
  @ZodResponse(201, TaskDependencySchema)
  addDependency(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodBody(AddTaskDependencyRequestSchema) body: AddTaskDependencyRequest,
  ): Promise<TaskDependency> {
    return this.tasks.addDependency(user.id, projectId, taskId, body);
  }

  @Delete('task-dependencies/:dependencyId')
  @HttpCode(204)
  @ZodResponse(204)
  removeDependency(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('dependencyId', Id) dependencyId: string,
  ): Promise<void> {
    return this.tasks.removeDependency(user.id, projectId, dependencyId);
  }

  @Post('tasks/:taskId/comments')
  @ZodResponse(201, TaskCommentSchema)
  comment(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodBody(CommentRequestSchema, { message: 'first-issue' }) body: CommentRequest,
  ): Promise<TaskComment> {
    return this.details.comment(user.id, projectId, taskId, body);
  }

  @Patch('tasks/:taskId/comments/:commentId')
  @ZodResponse(200, TaskCommentSchema)
  editComment(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodParam('commentId', Id) commentId: string,
    @ZodBody(CommentRequestSchema, { message: 'first-issue' }) body: CommentRequest,
  ): Promise<TaskComment> {
    return this.details.editComment(user.id, projectId, taskId, commentId, body);
  }

  @Post('tasks/:taskId/time-logs')
  @ZodResponse(201, TimeLogSchema)
  startTimer(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodBody(StartTimeLogRequestSchema) body: StartTimeLogRequest,
  ): Promise<TimeLog> {
    return this.details.startTimer(user.id, projectId, taskId, body);
  }

  @Post('tasks/:taskId/time-logs/:logId/stop')
  @HttpCode(200)
  @ZodResponse(200, TimeLogSchema)
  stopTimer(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('taskId', Id) taskId: string,
    @ZodParam('logId', Id) logId: string,
  ): Promise<TimeLog> {
    return this.details.stopTimer(user.id, projectId, taskId, logId);
  }
}
