import { Clock } from '@filmcollab/service-kit';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { CalendarService } from '../calendar/calendar.service';
import { FilesService } from '../files/files.service';
import { MembershipService } from '../membership/membership.service';
import { MilestonesService } from '../milestones/milestones.service';
import { PeopleService } from '../people/people.service';
import { TaskDetailsService } from '../tasks/task-details.service';
import { TasksService } from '../tasks/tasks.service';
import {
  announceProfile,
  createProject,
  join,
  startWorkspaceHarness,
} from '../testing/workspace-test-setup';
import { seedWorkspace } from './seed-workspace';

describe('workspace demo seed', () => {
  let harness: ServiceHarness;
  beforeAll(async () => {
    harness = await startWorkspaceHarness();
  }, 60_000);
  afterAll(() => harness?.stop());

  it('fills demo’s production project once: every task status, dependencies, files, events', async () => {
    const demo = await harness.createUser({ username: 'demo', fullName: 'Demo User' });
    const alex = await harness.createUser({ username: 'alex', fullName: 'Alex Rivera' });
    await announceProfile(harness, demo, 'Demo User');
    await announceProfile(harness, alex, 'Alex Rivera');
    const project = await createProject(harness, demo, 'The Long Take');
    await join(harness, project, alex, 'cinematographer');
    const services = {
      people: harness.get(PeopleService),
      membership: harness.get(MembershipService),
      tasks: harness.get(TasksService),
      details: harness.get(TaskDetailsService),
      milestones: harness.get(MilestonesService),
      files: harness.get(FilesService),
      calendar: harness.get(CalendarService),
      clock: harness.get(Clock),
    };
    const first = await seedWorkspace(services, { owner: 'demo', member: 'alex' }, 5000);
    expect(first.projectId).toBe(project.id);
    const tasks = await services.tasks.list(alex.id, project.id);
    expect(new Set(tasks.map((t) => t.status))).toEqual(
      new Set(['todo', 'in_progress', 'review', 'completed']),
    );
    expect(tasks.some((t) => t.parentTaskId !== null)).toBe(true);
    expect(tasks.find((t) => t.title === 'Assemble the rough cut')?.blocked).toBe(true);
    expect(tasks.find((t) => t.title === 'Finalize the shot list')?.actualHours).toBeCloseTo(
      95 / 60,
      2,
    );
    const files = await services.files.list(alex.id, project.id);
    expect(
      files
        .filter((f) => f.fileName === 'call-sheet.txt')
        .map((f) => f.version)
        .sort(),
    ).toEqual([1, 2]);
    expect((await services.milestones.list(alex.id, project.id)).length).toBe(4);
    expect((await services.calendar.list(alex.id, project.id)).length).toBe(5);

    const again = await seedWorkspace(services, { owner: 'demo', member: 'alex' }, 5000);
    expect(again.created).toEqual([]);
    expect((await services.tasks.list(alex.id, project.id)).length).toBe(tasks.length);
  });
});
