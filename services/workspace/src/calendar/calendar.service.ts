import { Injectable } from '@nestjs/common';
import {
  type CreateEventRequest,
  type ProjectEvent,
  type UpdateEventRequest,
  WorkspaceErrors,
} from '@filmcollab/contracts';
import { Clock, DomainError } from '@filmcollab/service-kit';
import { MembershipService } from '../membership/membership.service';
import { BoardNotifier } from '../realtime/board-notifier';
import { type ProjectEventRecord, ProjectEventRepository } from './project-event.repository';

function toEvent(record: ProjectEventRecord): ProjectEvent {
  return {
    ...record,
    startTime: record.startTime.toISOString(),
    endTime: record.endTime?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * The project calendar (spec 03 "Calendar"): members read it; contributors add events; an event
 * is changed or deleted by whoever added it or by a manager.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly events: ProjectEventRepository,
    private readonly membership: MembershipService,
    private readonly board: BoardNotifier,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, projectId: string): Promise<ProjectEvent[]> {
    await this.membership.require(projectId, userId);
    return (await this.events.ofProject(projectId)).map(toEvent);
  }

  records(projectId: string): Promise<ProjectEventRecord[]> {
    return this.events.ofProject(projectId);
  }

  async create(
    userId: string,
    projectId: string,
    request: CreateEventRequest,
  ): Promise<ProjectEvent> {
    await this.membership.require(projectId, userId, 'contribute');
    const startTime = new Date(request.startTime);
    const endTime = request.endTime ? new Date(request.endTime) : null;
    if (endTime && endTime < startTime)
      throw new DomainError(WorkspaceErrors.EVENT_ENDS_BEFORE_START);
    const record = await this.events.insert({
      projectId,
      title: request.title,
      description: request.description ?? null,
      eventType: request.eventType,
      startTime,
      endTime,
      location: request.location ?? null,
      attendees: await this.membersAmong(projectId, request.attendees),
      createdBy: userId,
      createdAt: this.clock.now(),
    });
    this.board.changed(projectId, 'events', userId);
    return toEvent(record);
  }

  async update(
    userId: string,
    projectId: string,
    eventId: string,
    request: UpdateEventRequest,
  ): Promise<ProjectEvent> {
    const existing = await this.requireChangeable(userId, projectId, eventId);
    const changes: Partial<ProjectEventRecord> = {};
    for (const [field, value] of Object.entries(request)) {
      if (value === undefined) continue;
      if (field === 'attendees') {
        changes.attendees = await this.membersAmong(projectId, value as string[]);
        continue;
      }
      (changes as Record<string, unknown>)[field] =
        (field === 'startTime' || field === 'endTime') && value !== null
          ? new Date(value as string)
          : value;
    }
    const start = changes.startTime ?? existing.startTime;
    const end = changes.endTime === undefined ? existing.endTime : changes.endTime;
    if (end && end < start) throw new DomainError(WorkspaceErrors.EVENT_ENDS_BEFORE_START);
    const record = await this.events.update(projectId, eventId, changes);
    if (!record) throw new DomainError(WorkspaceErrors.EVENT_NOT_FOUND);
    this.board.changed(projectId, 'events', userId);
    return toEvent(record);
  }

  async delete(userId: string, projectId: string, eventId: string): Promise<void> {
    await this.requireChangeable(userId, projectId, eventId);
    await this.events.delete(projectId, eventId);
    this.board.changed(projectId, 'events', userId);
  }

  /** Attendees are members of the project; other ids are dropped. */
  private async membersAmong(projectId: string, ids: readonly string[]): Promise<string[]> {
    const members = new Set((await this.membership.members(projectId)).map((m) => m.userId));
    return [...new Set(ids)].filter((id) => members.has(id));
  }

  private async requireChangeable(
    userId: string,
    projectId: string,
    eventId: string,
  ): Promise<ProjectEventRecord> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    const event = await this.events.find(projectId, eventId);
    if (!event) throw new DomainError(WorkspaceErrors.EVENT_NOT_FOUND);
    if (access.level !== 'manage' && event.createdBy !== userId) {
      throw new DomainError(WorkspaceErrors.NOT_OWNER);
    }
    return event;
  }
}
