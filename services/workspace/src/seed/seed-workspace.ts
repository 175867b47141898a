import type { Clock } from '@filmcollab/service-kit';
import type { CalendarService } from '../calendar/calendar.service';
import type { FilesService } from '../files/files.service';
import type { MembershipService } from '../membership/membership.service';
import type { MilestonesService } from '../milestones/milestones.service';
import type { PeopleService } from '../people/people.service';
import type { TaskDetailsService } from '../tasks/task-details.service';
import type { TasksService } from '../tasks/tasks.service';

export interface SeedServices {
  people: PeopleService;
  membership: MembershipService;
  tasks: TasksService;
  details: TaskDetailsService;
  milestones: MilestonesService;
  files: FilesService;
  calendar: CalendarService;
  clock: Clock;
}

export interface SeedOutcome {
  projectId: string;
  created: string[];
  skipped: string[];
}

const DAY = 24 * 60 * 60 * 1000;

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function day(offsetDays: number, now: Date): string {
  return new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
}

/** Runs `fn` with the clock set to `at`, so a seeded time log has a real duration. */
async function atTime<T>(clock: Clock, at: Date, fn: () => Promise<T>): Promise<T> {
  const original = clock.now.bind(clock);
  clock.now = () => at;
  try {
    return await fn();
  } finally {
    clock.now = original;
  }
}

/**
 * A project mid-production for the demo: the first `production` project of `owner` (projects'
 * seed: demo's "The Long Take", which `member` joined) gets milestones with dependencies, tasks
 * in every status with dependencies, a subtask, comments and logged time, files uploaded through
 * the storage path the stack runs, and calendar events. Skipped when the project has tasks.
 */
export async function seedWorkspace(
  services: SeedServices,
  usernames: { owner: string; member: string },
  timeoutMs = 60_000,
): Promise<SeedOutcome> {
  const person = (username: string) =>
    waitFor(`the user "${username}" (identity's user.registered)`, timeoutMs, () =>
      services.people.findByUsername(username),
    );
  const owner = await person(usernames.owner);
  const member = await person(usernames.member);
  const projectId = await waitFor(
    `a production project of "${usernames.owner}" (run the projects seed first)`,
    timeoutMs,
    async () => (await services.membership.createdBy(owner.id, 'production'))[0] ?? null,
  );
  await waitFor(`"${usernames.member}" to be a member of that project`, timeoutMs, async () =>
    (await services.membership.isMember(projectId, member.id)) ? true : null,
  );
  const outcome: SeedOutcome = { projectId, created: [], skipped: [] };
  if ((await services.tasks.list(owner.id, projectId)).length > 0) {
    outcome.skipped.push('workspace of the production project');
    return outcome;
  }
  const now = services.clock.now();
  const by = owner.id;

  const milestone = (
    title: string,
    offset: number,
    status: 'pending' | 'in_progress' | 'completed' | 'at_risk',
    progress: number,
  ) =>
    services.milestones.create(by, projectId, {
      title,
      description: null,
      dueDate: day(offset, now),
      status,
      progressPercentage: progress,
      requiresApproval: false,
    });
  const scriptLock = await milestone('Script lock', -30, 'completed', 100);
  const shoot = await milestone('Principal photography wrapped', 10, 'in_progress', 60);
  const pictureLock = await milestone('Picture lock', 40, 'pending', 0);
  const festival = await milestone('Festival submission', 70, 'at_risk', 10);
  for (const [source, target] of [
    [shoot, scriptLock],
    [pictureLock, shoot],
    [festival, pictureLock],
  ]) {
    await services.milestones.addDependency(by, projectId, {
      milestoneId: source.id,
      dependsOnMilestoneId: target.id,
      dependencyType: 'blocks',
    });
  }
  outcome.created.push('4 milestones with dependencies');

  const task = (
    title: string,
    status: 'todo' | 'in_progress' | 'review' | 'completed',
    extra: Partial<Parameters<TasksService['create']>[2]> = {},
  ) =>
    services.tasks.create(by, projectId, {
      title,
      description: null,
      priority: 'medium',
      status,
      autoAssign: false,
      assignedTo: owner.id,
      dueDate: null,
      estimatedHours: null,
      parentTaskId: null,
      ...extra,
    });
  const shotList = await task('Finalize the shot list', 'completed', {
    priority: 'high',
    estimatedHours: 4,
    dueDate: day(-5, now),
  });
  const depot = await task('Lock the train depot location', 'completed', {
    assignedTo: member.id,
    dueDate: day(-3, now),
  });
  const nightShoot = await task('Night shoot at the depot', 'in_progress', {
    priority: 'urgent',
    assignedTo: member.id,
    dueDate: day(3, now),
    estimatedHours: 10,
  });
  await task('Charge batteries and pack camera B', 'todo', {
    parentTaskId: nightShoot.id,
    assignedTo: member.id,
    dueDate: day(2, now),
  });
  const dailies = await task('Review dailies from week 1', 'review', {
    dueDate: day(1, now),
    estimatedHours: 2.5,
  });
  await task('Renew the street filming permit', 'todo', {
    priority: 'high',
    dueDate: day(-1, now),
  });
  const roughCut = await task('Assemble the rough cut', 'todo', {
    dueDate: day(25, now),
    estimatedHours: 20,
  });
  await task('Temp music for the opening', 'todo', { priority: 'low', assignedTo: null });
  await services.tasks.addDependency(by, projectId, nightShoot.id, {
    dependsOnTaskId: depot.id,
    dependencyType: 'depends_on',
  });
  await services.tasks.addDependency(by, projectId, nightShoot.id, {
    dependsOnTaskId: shotList.id,
    dependencyType: 'depends_on',
  });
  await services.tasks.addDependency(by, projectId, roughCut.id, {
    dependsOnTaskId: nightShoot.id,
    dependencyType: 'depends_on',
  });
  await services.tasks.addDependency(by, projectId, roughCut.id, {
    dependsOnTaskId: dailies.id,
    dependencyType: 'depends_on',
  });
  outcome.created.push('8 tasks in every status, a subtask and 4 dependencies');

  await services.details.comment(member.id, projectId, nightShoot.id, {
    comment: `@${owner.username ?? ''} the depot manager confirmed 8pm access. Bringing my own gimbal.`,
  });
  await services.details.comment(by, projectId, nightShoot.id, {
    comment: `Great, thanks @${member.username ?? ''}! Call sheet is in the files.`,
  });
  const started = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  const log = await atTime(services.clock, started, () =>
    services.details.startTimer(by, projectId, shotList.id, { description: 'Shot list pass' }),
  );
  await atTime(services.clock, new Date(started.getTime() + 95 * 60 * 1000), () =>
    services.details.stopTimer(by, projectId, shotList.id, log.id),
  );
  outcome.created.push('comments with mentions and a logged session');

  const upload = async (
    fileName: string,
    contentType: 'text/plain' | 'text/csv',
    text: string,
    description: string,
  ) => {
    const bytes = Buffer.from(text);
    const ticket = await services.files.requestUpload(by, projectId, {
      fileName,
      contentType,
      size: bytes.length,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
    const response = await fetch(ticket.uploadUrl, { method: 'POST', body: form });
    if (!response.ok)
      throw new Error(`storage refused the upload of ${fileName}: ${response.status}`);
    await services.files.confirm(by, projectId, { key: ticket.key, fileName, description });
  };
  await upload(
    'call-sheet.txt',
    'text/plain',
    'Night shoot, depot. Call 19:00. Camera B: alex.\n',
    'Day 1 call sheet',
  );
  await upload(
    'call-sheet.txt',
    'text/plain',
    'Night shoot, depot. Call 19:30 (moved). Camera B: alex.\n',
    'Call time moved',
  );
  await upload(
    'shot-list.csv',
    'text/csv',
    'scene,shot,lens,notes\n1,wide,24mm,train arrives\n1,close,85mm,passenger face\n2,insert,50mm,ticket\n',
    'Shot list, scenes 1–2',
  );
  outcome.created.push('3 files (one with two versions)');

  const event = (
    title: string,
    offsetHours: number,
    hours: number,
    eventType: 'meeting' | 'deadline' | 'milestone' | 'review' | 'other',
    location: string | null,
  ) =>
    services.calendar.create(by, projectId, {
      title,
      description: null,
      eventType,
      startTime: new Date(now.getTime() + offsetHours * 60 * 60 * 1000).toISOString(),
      endTime: new Date(now.getTime() + (offsetHours + hours) * 60 * 60 * 1000).toISOString(),
      location,
      attendees: [owner.id, member.id],
    });
  await event('Table read', -24 * 6, 2, 'meeting', 'Studio B');
  await event('Location walk-through', -24 * 2, 1, 'review', 'Old train depot');
  await event('Night shoot at the depot', 24 * 3 + 8, 8, 'milestone', 'Old train depot');
  await event('Dailies review', 24 * 5, 1, 'review', null);
  await event('Rough cut deadline', 24 * 25, 1, 'deadline', null);
  outcome.created.push('5 calendar events');
  return outcome;
}
