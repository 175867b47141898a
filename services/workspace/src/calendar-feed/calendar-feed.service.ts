import { Injectable } from '@nestjs/common';
import { type CalendarFeed, WorkspaceErrors } from '@filmcollab/contracts';
import { Clock, DomainError, InjectConfig } from '@filmcollab/service-kit';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { CalendarService } from '../calendar/calendar.service';
import type { WorkspaceConfig } from '../config/workspace-config.schema';
import { MembershipService } from '../membership/membership.service';
import { MilestonesService } from '../milestones/milestones.service';
import { TasksService } from '../tasks/tasks.service';
import { CalendarFeedRepository } from './calendar-feed.repository';

const FEED_TOKEN = /^([A-Za-z0-9_-]{20,100})\.ics$/;

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/**
 * Each member's iCal feed of a project (RFC 5545, written by ical-generator): the project's
 * events, milestone due dates and the member's own task due dates, at a `webcal://` address whose
 * secret token they can rotate or revoke. The feed stops answering once they leave the project.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly membership: MembershipService,
    private readonly calendar: CalendarService,
    private readonly milestones: MilestonesService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: WorkspaceConfig,
  ) {}

  async feedOf(userId: string, projectId: string): Promise<CalendarFeed> {
    await this.membership.require(projectId, userId);
    const feed =
      (await this.feeds.findOf(projectId, userId)) ??
      (await this.feeds.create(projectId, userId, this.clock.now()));
    return this.links(feed.token);
  }

  async rotate(userId: string, projectId: string): Promise<CalendarFeed> {
    await this.membership.require(projectId, userId);
    await this.feeds.revoke(projectId, userId);
    return this.links((await this.feeds.create(projectId, userId, this.clock.now())).token);
  }

  async revoke(userId: string, projectId: string): Promise<void> {
    await this.membership.require(projectId, userId);
    await this.feeds.revoke(projectId, userId);
  }

  /** The feed's text for `<token>.ics`; 404 for an unknown token or a former member. */
  async render(file: string): Promise<string> {
    const token = FEED_TOKEN.exec(file)?.[1];
    const feed = token ? await this.feeds.findByToken(token) : null;
    const access = feed ? await this.membership.find(feed.projectId, feed.userId) : null;
    if (!feed || !access) throw new DomainError(WorkspaceErrors.FEED_NOT_FOUND);
    const { projectId, userId } = feed;
    const [events, milestones, tasks] = await Promise.all([
      this.calendar.records(projectId),
      this.milestones.all(projectId),
      this.tasks.assignedTo(projectId, userId),
    ]);
    const host = new URL(this.config.PUBLIC_URL).host;
    const calendar = new ICalCalendar({
      name: `${access.project.title} (FilmCollab)`,
      prodId: { company: 'FilmCollab', product: 'Workspace', language: 'EN' },
      ttl: 60 * 15,
    });
    const link = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/collaboration/${projectId}`;
    for (const event of events) {
      calendar.createEvent({
        id: `event-${event.id}@${host}`,
        start: event.startTime,
        end: event.endTime ?? new Date(event.startTime.getTime() + 60 * 60 * 1000),
        summary: event.title,
        description: event.description,
        location: event.location,
        url: link,
        categories: [{ name: event.eventType }],
        stamp: event.createdAt,
      });
    }
    for (const milestone of milestones) {
      calendar.createEvent({
        id: `milestone-${milestone.id}@${host}`,
        start: dayStart(milestone.dueDate),
        allDay: true,
        summary: `Milestone due: ${milestone.title}`,
        description: milestone.description,
        url: link,
        status: ICalEventStatus.CONFIRMED,
      });
    }
    for (const task of tasks) {
      if (!task.dueDate) continue;
      calendar.createEvent({
        id: `task-${task.id}@${host}`,
        start: dayStart(task.dueDate),
        allDay: true,
        summary: `Task due: ${task.title}`,
        description: task.description,
        url: link,
      });
    }
    return calendar.toString();
  }

  private links(token: string): CalendarFeed {
    const httpsUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/api/workspace/calendar/${token}.ics`;
    return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
  }
}
