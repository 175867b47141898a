import { getModelToken } from '@nestjs/mongoose';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import type { Model } from 'mongoose';
import { PROJECT_EVENT_MODEL } from './calendar/project-event.schema';
import { PROJECT_FILE_MODEL } from './files/project-file.schema';
import { TASK_MODEL } from './tasks/task.schema';
import { TimeLogRepository } from './tasks/time-log.repository';
import {
  announceProfile,
  createProject,
  join,
  startWorkspaceHarness,
  type TestProject,
  uploadPending,
} from './testing/workspace-test-setup';

type Actor = 'creator' | 'manager' | 'member' | 'viewer' | 'stranger';
const ACTORS: Actor[] = ['creator', 'manager', 'member', 'viewer', 'stranger'];

interface Request {
  path: string;
  method: string;
  body?: unknown;
  /** Reads what this request would change, when it depends on what `prepare` made. */
  state?: () => Promise<unknown>;
}

interface Mutation {
  name: string;
  allowed: Actor[];
  /**
   * Prepares what the mutation acts on (as the creator, or for `actor` where it is their own) and
   * answers its request.
   */
  prepare: (actor: Actor) => Promise<Request>;
  /** Reads what the mutation would change, to check a refusal changed nothing. */
  state?: () => Promise<unknown>;
  /** The refusal's status when not 403 (another user's time log is 'Time log not found'). */
  refusedStatus?: (actor: Actor) => number;
}

/**
 * Every workspace mutation × creator / another project_manager / a member (editor) / a viewer /
 * a stranger: allowed ones succeed, the others get 403 with the error envelope and change nothing.
 */
describe('workspace authorization matrix', () => {
  let harness: ServiceHarness;
  let users: Record<Actor, TestUser>;
  let project: TestProject;

  beforeAll(async () => {
    harness = await startWorkspaceHarness();
    users = {
      creator: await harness.createUser(),
      manager: await harness.createUser(),
      member: await harness.createUser(),
      viewer: await harness.createUser(),
      stranger: await harness.createUser(),
    };
    for (const actor of ACTORS) await announceProfile(harness, users[actor], actor);
    project = await createProject(harness, users.creator);
    await join(harness, project, users.manager, 'project_manager');
    await join(harness, project, users.member, 'editor');
    await join(harness, project, users.viewer, 'viewer');
  }, 60_000);
  afterAll(() => harness?.stop());

  const base = () => `/api/workspace/projects/${project.id}`;
  async function as<T = Record<string, unknown>>(
    actor: Actor,
    path: string,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    return (await harness.request(`${base()}${path}`, { method, as: users[actor], body })) as {
      status: number;
      body: T;
    };
  }
  const created = async (path: string, body: unknown, actor: Actor = 'creator') => {
    const response = await as<{ id: string }>(actor, path, 'POST', body);
    expect(response.status).toBe(201);
    return response.body.id;
  };
  const task = () => created('/tasks', { title: `Task ${Math.random()}` });
  const milestone = () => created('/milestones', { title: 'M', dueDate: '2030-01-01' });
  const event = () => created('/events', { title: 'E', startTime: '2030-01-01T10:00:00Z' });
  const everyone: Actor[] = ['creator', 'manager', 'member', 'viewer'];
  const workers: Actor[] = ['creator', 'manager', 'member'];
  const managers: Actor[] = ['creator', 'manager'];
  const taskList = () => as<unknown[]>('creator', '/tasks').then((r) => r.body);
  const milestoneList = () => as<unknown[]>('creator', '/milestones').then((r) => r.body);
  const eventList = () => as<unknown[]>('creator', '/events').then((r) => r.body);
  const fileList = () => as<unknown[]>('creator', '/files').then((r) => r.body);
  const taskDetail = (taskId: string) => () =>
    as<Record<string, unknown>>('creator', `/tasks/${taskId}`).then((r) => r.body);
  const pendingFile = (actor: Actor = 'creator') =>
    uploadPending(harness, project.id, users[actor], 'notes.txt', Buffer.from('Notes'));
  const file = async (actor: Actor = 'creator') =>
    created('/files', { key: await pendingFile(actor), fileName: 'notes.txt' }, actor);
  /**
   * What `actor` created: a viewer or a stranger cannot create anything now, so theirs is one the
   * creator made, recorded as theirs (as if they made it while still contributing).
   */
  const own = async (
    actor: Actor,
    model: string,
    owner: 'createdBy' | 'uploadedBy',
    make: (as: Actor) => Promise<string>,
  ) => {
    if (workers.includes(actor)) return make(actor);
    const id = await make('creator');
    await harness
      .get<Model<unknown>>(getModelToken(model))
      .updateOne({ _id: id }, { $set: { [owner]: users[actor].id } })
      .exec();
    return id;
  };
  const ownTask = (actor: Actor) =>
    own(actor, TASK_MODEL, 'createdBy', (by) => created('/tasks', { title: 'Mine' }, by));
  const ownEvent = (actor: Actor) =>
    own(actor, PROJECT_EVENT_MODEL, 'createdBy', (by) =>
      created('/events', { title: 'Mine', startTime: '2030-01-01T10:00:00Z' }, by),
    );
  const ownFile = (actor: Actor) => own(actor, PROJECT_FILE_MODEL, 'uploadedBy', file);
  /** `actor`'s open log on `taskId` (a viewer's or stranger's from when they contributed). */
  const openLog = async (actor: Actor, taskId: string) => {
    if (workers.includes(actor)) return created(`/tasks/${taskId}/time-logs`, {}, actor);
    const log = await harness.get(TimeLogRepository).insert({
      projectId: project.id,
      taskId,
      userId: users[actor].id,
      startTime: new Date(),
      endTime: null,
      durationMinutes: null,
      description: null,
    });
    return log.id;
  };

  const mutations: Mutation[] = [
    {
      name: 'create a task',
      allowed: workers,
      prepare: async () => ({ path: '/tasks', method: 'POST', body: { title: 'New' } }),
      state: taskList,
    },
    {
      name: 'create an auto-assigned task',
      allowed: managers,
      prepare: async () => ({
        path: '/tasks',
        method: 'POST',
        body: { title: 'A', autoAssign: true },
      }),
      state: taskList,
    },
    {
      name: 'edit or move a task',
      allowed: workers,
      prepare: async () => ({
        path: `/tasks/${await task()}`,
        method: 'PATCH',
        body: { status: 'review' },
      }),
      state: taskList,
    },
    {
      name: "delete someone else's task",
      allowed: managers,
      prepare: async () => ({ path: `/tasks/${await task()}`, method: 'DELETE' }),
      state: taskList,
    },
    {
      name: 'delete their own task',
      allowed: workers,
      prepare: async (actor) => ({ path: `/tasks/${await ownTask(actor)}`, method: 'DELETE' }),
      state: taskList,
    },
    {
      name: 'auto-assign a task',
      allowed: managers,
      prepare: async () => ({ path: `/tasks/${await task()}/auto-assign`, method: 'POST' }),
      state: taskList,
    },
    {
      name: 'add a task dependency',
      allowed: workers,
      prepare: async () => ({
        path: `/tasks/${await task()}/dependencies`,
        method: 'POST',
        body: { dependsOnTaskId: await task() },
      }),
      state: taskList,
    },
    {
      name: 'remove a task dependency',
      allowed: workers,
      prepare: async () => {
        const id = await created(`/tasks/${await task()}/dependencies`, {
          dependsOnTaskId: await task(),
        });
        return { path: `/task-dependencies/${id}`, method: 'DELETE' };
      },
      state: taskList,
    },
    {
      name: 'remove a task dependency the member added',
      allowed: workers,
      prepare: async () => {
        const id = await created(
          `/tasks/${await task()}/dependencies`,
          { dependsOnTaskId: await task() },
          'member',
        );
        return { path: `/task-dependencies/${id}`, method: 'DELETE' };
      },
      state: taskList,
    },
    {
      name: 'comment on a task',
      allowed: workers,
      prepare: async () => {
        const taskId = await task();
        return {
          path: `/tasks/${taskId}/comments`,
          method: 'POST',
          body: { comment: 'Hi' },
          state: taskDetail(taskId),
        };
      },
    },
    {
      name: "edit the creator's comment",
      allowed: ['creator'],
      prepare: async () => {
        const taskId = await task();
        const id = await created(`/tasks/${taskId}/comments`, { comment: 'Mine' });
        return {
          path: `/tasks/${taskId}/comments/${id}`,
          method: 'PATCH',
          body: { comment: 'Edited' },
          state: taskDetail(taskId),
        };
      },
    },
    {
      name: 'start time tracking',
      allowed: workers,
      prepare: async () => {
        const taskId = await task();
        return {
          path: `/tasks/${taskId}/time-logs`,
          method: 'POST',
          body: {},
          state: taskDetail(taskId),
        };
      },
    },
    {
      name: "stop the creator's time log",
      allowed: ['creator'],
      refusedStatus: (actor) => (workers.includes(actor) ? 404 : 403),
      prepare: async () => {
        const taskId = await task();
        const id = await created(`/tasks/${taskId}/time-logs`, {});
        return {
          path: `/tasks/${taskId}/time-logs/${id}/stop`,
          method: 'POST',
          state: taskDetail(taskId),
        };
      },
    },
    {
      name: 'stop their own time log',
      allowed: workers,
      prepare: async (actor) => {
        const taskId = await task();
        const id = await openLog(actor, taskId);
        return {
          path: `/tasks/${taskId}/time-logs/${id}/stop`,
          method: 'POST',
          state: taskDetail(taskId),
        };
      },
    },
    {
      name: 'create a milestone',
      allowed: managers,
      prepare: async () => ({
        path: '/milestones',
        method: 'POST',
        body: { title: 'M', dueDate: '2030-01-01' },
      }),
      state: milestoneList,
    },
    {
      name: 'edit a milestone',
      allowed: managers,
      prepare: async () => ({
        path: `/milestones/${await milestone()}`,
        method: 'PATCH',
        body: { progressPercentage: 50 },
      }),
      state: milestoneList,
    },
    {
      name: 'delete a milestone',
      allowed: managers,
      prepare: async () => ({ path: `/milestones/${await milestone()}`, method: 'DELETE' }),
      state: milestoneList,
    },
    {
      name: 'add a milestone dependency',
      allowed: managers,
      prepare: async () => ({
        path: '/milestone-dependencies',
        method: 'POST',
        body: { milestoneId: await milestone(), dependsOnMilestoneId: await milestone() },
      }),
      state: milestoneList,
    },
    {
      name: 'remove a milestone dependency',
      allowed: managers,
      prepare: async () => {
        const id = await created('/milestone-dependencies', {
          milestoneId: await milestone(),
          dependsOnMilestoneId: await milestone(),
        });
        return { path: `/milestone-dependencies/${id}`, method: 'DELETE' };
      },
      state: milestoneList,
    },
    {
      name: 'remove a milestone dependency the other manager added',
      allowed: managers,
      prepare: async () => {
        const id = await created(
          '/milestone-dependencies',
          { milestoneId: await milestone(), dependsOnMilestoneId: await milestone() },
          'manager',
        );
        return { path: `/milestone-dependencies/${id}`, method: 'DELETE' };
      },
      state: milestoneList,
    },
    {
      name: 'ask to upload a file',
      allowed: workers,
      prepare: async () => ({
        path: '/files/uploads',
        method: 'POST',
        body: { fileName: 'a.txt', contentType: 'text/plain', size: 10 },
      }),
    },
    {
      name: 'confirm an uploaded file',
      allowed: workers,
      prepare: async () => ({
        path: '/files',
        method: 'POST',
        body: { key: await pendingFile(), fileName: 'notes.txt' },
      }),
      state: fileList,
    },
    {
      name: "delete the creator's file",
      allowed: managers,
      prepare: async () => ({ path: `/files/${await file()}`, method: 'DELETE' }),
      state: fileList,
    },
    {
      name: 'delete their own file',
      allowed: workers,
      prepare: async (actor) => ({ path: `/files/${await ownFile(actor)}`, method: 'DELETE' }),
      state: fileList,
    },
    {
      name: 'create an event',
      allowed: workers,
      prepare: async () => ({
        path: '/events',
        method: 'POST',
        body: { title: 'E', startTime: '2030-01-01T10:00:00Z' },
      }),
      state: eventList,
    },
    {
      name: "edit the creator's event",
      allowed: managers,
      prepare: async () => ({
        path: `/events/${await event()}`,
        method: 'PATCH',
        body: { title: 'Changed' },
      }),
      state: eventList,
    },
    {
      name: "delete the creator's event",
      allowed: managers,
      prepare: async () => ({ path: `/events/${await event()}`, method: 'DELETE' }),
      state: eventList,
    },
    {
      name: 'delete their own event',
      allowed: workers,
      prepare: async (actor) => ({ path: `/events/${await ownEvent(actor)}`, method: 'DELETE' }),
      state: eventList,
    },
    {
      name: 'get or rotate a calendar feed',
      allowed: everyone,
      prepare: async () => ({ path: '/calendar-feed/rotate', method: 'POST' }),
    },
    {
      name: 'revoke a calendar feed',
      allowed: everyone,
      prepare: async () => ({ path: '/calendar-feed', method: 'DELETE' }),
    },
  ];

  for (const mutation of mutations) {
    for (const actor of ACTORS) {
      const allowed = mutation.allowed.includes(actor);
      it(`${actor} ${allowed ? 'may' : 'may not'} ${mutation.name}`, async () => {
        const request = await mutation.prepare(actor);
        const state = request.state ?? mutation.state;
        const before = await state?.();
        const { status, body } = await as(actor, request.path, request.method, request.body);
        if (allowed) {
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(300);
        } else {
          expect(status).toBe(mutation.refusedStatus?.(actor) ?? 403);
          expect(body).toEqual(
            expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
          );
          if (state) expect(await state()).toEqual(before);
        }
      });
    }
  }

  it('refuses a stranger every read route', async () => {
    const taskId = await task();
    const fileId = await file();
    const reads = [
      '',
      '/tasks',
      `/tasks/${taskId}`,
      '/milestones',
      '/files',
      `/files/${fileId}/download`,
      '/events',
      '/calendar-feed',
    ];
    for (const path of reads) {
      const { status, body } = await as('stranger', path);
      expect({ path, status, code: body.code }).toEqual({
        path,
        status: 403,
        code: 'NOT_A_MEMBER',
      });
      expect((await as('viewer', path)).status).toBe(200);
    }
  });

  describe('bad input gets the error envelope and changes nothing', () => {
    const badInputs: {
      name: string;
      request: () => Promise<Request>;
      state: () => Promise<unknown>;
      status: number;
      message: string;
    }[] = [
      {
        name: 'a task without a title',
        request: async () => ({
          path: '/tasks',
          method: 'POST',
          body: { title: '', priority: 'extreme' },
        }),
        state: taskList,
        status: 400,
        message: 'Title is required',
      },
      {
        name: 'a milestone without a due date',
        request: async () => ({ path: '/milestones', method: 'POST', body: { title: 'Lock' } }),
        state: milestoneList,
        status: 400,
        message: 'Title and due date are required',
      },
      {
        name: 'a milestone with progress over 100',
        request: async () => ({
          path: `/milestones/${await milestone()}`,
          method: 'PATCH',
          body: { progressPercentage: 150 },
        }),
        state: milestoneList,
        status: 400,
        message: 'Progress is 0 to 100.',
      },
      {
        name: 'an event without a start time',
        request: async () => ({ path: '/events', method: 'POST', body: { title: 'Table read' } }),
        state: eventList,
        status: 400,
        message: 'Title and start time are required',
      },
      {
        name: 'a task dependency of an unknown type',
        request: async () => ({
          path: `/tasks/${await task()}/dependencies`,
          method: 'POST',
          body: { dependsOnTaskId: await task(), dependencyType: 'sideways' },
        }),
        state: taskList,
        status: 400,
        message: expect.any(String) as unknown as string,
      },
      {
        name: 'a task depending on itself',
        request: async () => {
          const taskId = await task();
          return {
            path: `/tasks/${taskId}/dependencies`,
            method: 'POST',
            body: { dependsOnTaskId: taskId },
          };
        },
        state: taskList,
        status: 409,
        message: 'Cannot create circular dependency',
      },
      {
        name: 'a milestone depending on itself',
        request: async () => {
          const milestoneId = await milestone();
          return {
            path: '/milestone-dependencies',
            method: 'POST',
            body: { milestoneId, dependsOnMilestoneId: milestoneId },
          };
        },
        state: milestoneList,
        status: 400,
        message: 'Please select different milestones for the dependency',
      },
    ];

    for (const bad of badInputs) {
      it(`refuses ${bad.name}`, async () => {
        const request = await bad.request();
        const before = await bad.state();
        const { status, body } = await as('creator', request.path, request.method, request.body);
        expect(status).toBe(bad.status);
        expect(body).toMatchObject({ code: expect.any(String), message: bad.message });
        expect(await bad.state()).toEqual(before);
      });
    }
  });
});
