import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import {
  announceProfile,
  createProject,
  join,
  startWorkspaceHarness,
  type TestProject,
} from './testing/workspace-test-setup';

type Actor = 'creator' | 'manager' | 'member' | 'viewer' | 'stranger';
const ACTORS: Actor[] = ['creator', 'manager', 'member', 'viewer', 'stranger'];

interface Mutation {
  name: string;
  allowed: Actor[];
  /** Prepares what the mutation acts on (as the creator) and answers its request. */
  prepare: () => Promise<{ path: string; method: string; body?: unknown }>;
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
      name: 'comment on a task',
      allowed: workers,
      prepare: async () => ({
        path: `/tasks/${await task()}/comments`,
        method: 'POST',
        body: { comment: 'Hi' },
      }),
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
        };
      },
    },
    {
      name: 'start time tracking',
      allowed: workers,
      prepare: async () => ({ path: `/tasks/${await task()}/time-logs`, method: 'POST', body: {} }),
    },
    {
      name: "stop the creator's time log",
      allowed: ['creator'],
      refusedStatus: (actor) => (workers.includes(actor) ? 404 : 403),
      prepare: async () => {
        const taskId = await task();
        const id = await created(`/tasks/${taskId}/time-logs`, {});
        return { path: `/tasks/${taskId}/time-logs/${id}/stop`, method: 'POST' };
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
      name: 'ask to upload a file',
      allowed: workers,
      prepare: async () => ({
        path: '/files/uploads',
        method: 'POST',
        body: { fileName: 'a.txt', contentType: 'text/plain', size: 10 },
      }),
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
        const request = await mutation.prepare();
        const before = await mutation.state?.();
        const { status, body } = await as(actor, request.path, request.method, request.body);
        if (allowed) {
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(300);
        } else {
          expect(status).toBe(mutation.refusedStatus?.(actor) ?? 403);
          expect(body).toEqual(
            expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
          );
          if (mutation.state) expect(await mutation.state()).toEqual(before);
        }
      });
    }
  }

  it('refuses bad input with the error envelope and changes nothing', async () => {
    const before = await taskList();
    const { status, body } = await as('member', '/tasks', 'POST', {
      title: '',
      priority: 'extreme',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Title is required' });
    expect(await taskList()).toEqual(before);
  });
});
