import 'reflect-metadata';
import { Clock, runSeed } from '@filmcollab/service-kit';
import { CalendarService } from './calendar/calendar.service';
import { FilesService } from './files/files.service';
import { MembershipService } from './membership/membership.service';
import { MilestonesService } from './milestones/milestones.service';
import { PeopleService } from './people/people.service';
import { seedWorkspace } from './seed/seed-workspace';
import { SeedModule } from './seed/seed.module';
import { TaskDetailsService } from './tasks/task-details.service';
import { TasksService } from './tasks/tasks.service';

/**
 * `npm run seed -w services/workspace` (part of `make seed`, after identity and projects): demo's
 * production project gets a workspace mid-production. Needs the running stack (the workspace
 * service keeps the membership read model the seed waits for; uploads go through the gateway).
 */
void runSeed(SeedModule, 'workspace', async (context) => {
  const outcome = await seedWorkspace(
    {
      people: context.get(PeopleService),
      membership: context.get(MembershipService),
      tasks: context.get(TasksService),
      details: context.get(TaskDetailsService),
      milestones: context.get(MilestonesService),
      files: context.get(FilesService),
      calendar: context.get(CalendarService),
      clock: context.get(Clock),
    },
    { owner: 'demo', member: 'alex' },
  );
  return [
    ...outcome.created.map((label) => `created ${label}`),
    ...outcome.skipped.map((label) => `exists  ${label}`),
  ];
});
