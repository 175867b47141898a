import { Injectable } from '@nestjs/common';
import { WORKSPACE_LIMITS, type WorkspaceSummary } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { CalendarService } from '../calendar/calendar.service';
import { FilesService } from '../files/files.service';
import { MembershipService } from '../membership/membership.service';
import { MilestonesService } from '../milestones/milestones.service';
import { PeopleService } from '../people/people.service';
import { TasksService } from '../tasks/tasks.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The workspace header, its four stat cards and the team (spec 03 "Project workspace"). */
@Injectable()
export class OverviewService {
  constructor(
    private readonly membership: MembershipService,
    private readonly people: PeopleService,
    private readonly tasks: TasksService,
    private readonly milestones: MilestonesService,
    private readonly files: FilesService,
    private readonly calendar: CalendarService,
    private readonly clock: Clock,
  ) {}

  async summary(userId: string, projectId: string): Promise<WorkspaceSummary> {
    const access = await this.membership.require(projectId, userId);
    const now = this.clock.now().getTime();
    const horizon = now + WORKSPACE_LIMITS.upcomingDays * DAY_MS;
    const [members, taskCounts, milestones, files, events] = await Promise.all([
      this.membership.members(projectId),
      this.tasks.counts(projectId),
      this.milestones.all(projectId),
      this.files.countLatest(projectId),
      this.calendar.records(projectId),
    ]);
    const people = await this.people.byId(members.map((m) => m.userId));
    const { project } = access;
    return {
      project: {
        id: project.id,
        title: project.title,
        description: project.description,
        status: project.status as WorkspaceSummary['project']['status'],
        creatorId: project.creatorId,
      },
      myRole: access.role,
      access: access.level,
      members: members.map((m) => ({
        ...(people.get(m.userId) ?? PeopleService.nobody(m.userId)),
        role: m.role,
        isCreator: m.isCreator,
        joinedAt: m.joinedAt.toISOString(),
      })),
      stats: {
        tasksCompleted: taskCounts.completed,
        tasksTotal: taskCounts.total,
        milestonesCompleted: milestones.filter((m) => m.status === 'completed').length,
        milestonesTotal: milestones.length,
        files,
        upcomingEvents: events.filter(
          (e) => e.startTime.getTime() >= now && e.startTime.getTime() <= horizon,
        ).length,
      },
    };
  }
}
