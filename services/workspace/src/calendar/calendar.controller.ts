import { Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type CreateEventRequest,
  CreateEventRequestSchema,
  type ProjectEvent,
  ProjectEventSchema,
  type UpdateEventRequest,
  UpdateEventRequestSchema,
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
import { CalendarService } from './calendar.service';

@Controller('projects/:projectId/events')
@UseGuards(JwtAuthGuard)
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get()
  @ZodResponse(200, z.array(ProjectEventSchema))
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<ProjectEvent[]> {
    return this.calendar.list(user.id, projectId);
  }

  @Post()
  @ZodResponse(201, ProjectEventSchema)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(CreateEventRequestSchema, { message: 'first-issue' }) body: CreateEventRequest,
  ): Promise<ProjectEvent> {
    return this.calendar.create(user.id, projectId, body);
  }

  @Patch(':eventId')
  @ZodResponse(200, ProjectEventSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('eventId', Id) eventId: string,
    @ZodBody(UpdateEventRequestSchema, { message: 'first-issue' }) body: UpdateEventRequest,
  ): Promise<ProjectEvent> {
    return this.calendar.update(user.id, projectId, eventId, body);
  }

  @Delete(':eventId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('eventId', Id) eventId: string,
  ): Promise<void> {
    return this.calendar.delete(user.id, projectId, eventId);
  }
}
