import { randomUUID } from 'node:crypto';
import {
  FileUploadTicketSchema,
  REALTIME_SUBJECTS,
  type RealtimeRoomDelivery,
  type RealtimeRoomEviction,
  TaskCommentPostedEvent,
  type Task,
  type TaskDetail,
  type TimeLog,
  type WorkspaceSummary,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import * as nodeIcal from 'node-ical';
import { ProjectCardRepository } from './membership/project-card.repository';
import {
  announceProfile,
  createProject,
  join,
  remove,
  startWorkspaceHarness,
  type TestProject,
} from './testing/workspace-test-setup';

describe('workspace: membership, tasks, milestones, files, calendar and the iCal feed', () => {
  let harness: ServiceHarness;
  let creator: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  beforeAll(async () => {
    harness = await startWorkspaceHarness();
    creator = await harness.createUser({ username: 'maya_dir', fullName: 'Maya Director' });
    editor = await harness.createUser({ username: 'eli_cut', fullName: 'Eli Editor' });
    viewer = await harness.createUser({ username: 'vic_view', fullName: 'Vic Viewer' });
    stranger = await harness.createUser();
    for (const [user, name] of [
      [creator, 'Maya Director'],
      [editor, 'Eli Editor'],
      [viewer, 'Vic Viewer'],
    ] as const) {
      await announceProfile(harness, user, name);
    }
    project = await createProject(harness, creator);
    await join(harness, project, editor, 'editor');
    await join(harness, project, viewer, 'viewer');
  }, 60_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await harness?.stop();
  });

  const base = () => `/api/workspace/projects/${project.id}`;
  const call = async <T = unknown>(user: TestUser, path: string, method = 'GET', body?: unknown) =>
    (await harness.request(`${base()}${path}`, { method, as: user, body })) as {
      status: number;
      body: T;
    };
  const newTask = async (title: string, extra: Record<string, unknown> = {}) => {
    const { status, body } = await call<Task>(editor, '/tasks', 'POST', { title, ...extra });
    expect(status).toBe(201);
    return body;
  };

  it('shows the header, role and stats to members, and refuses strangers', async () => {
    const { status, body } = await call<WorkspaceSummary>(creator, '');
    expect(status).toBe(200);
    expect(body.project.title).toBe('Night Train');
    expect(body.myRole).toBe('project_manager');
    expect(body.members.map((m) => m.fullName)).toEqual([
      'Maya Director',
      'Eli Editor',
      'Vic Viewer',
    ]);
    expect((await call<WorkspaceSummary>(viewer, '')).body.access).toBe('view');
    const refused = await call(stranger, '');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_A_MEMBER' });
  });

  it('takes access away once projects says a member was removed', async () => {
    const temp = await harness.createUser();
    await join(harness, project, temp, 'actor');
    expect((await call(temp, '/tasks')).status).toBe(200);
    const evictions: RealtimeRoomEviction[] = [];
    const sub = harness.nats.subscribe(REALTIME_SUBJECTS.evict, {
      callback: (_e, m) => void evictions.push(m.json()),
    });
    await harness.nats.flush();
    const removedAt = Date.now();
    await remove(harness, project, temp, 'actor');
    expect((await call(temp, '/tasks')).status).toBe(403);
    expect(Date.now() - removedAt).toBeLessThan(1000);
    // The nats-server is shared with the suites running in parallel: only this room counts.
    const ours = () => evictions.filter((e) => e.room === `workspace:${project.id}`);
    await harness.waitFor(() => ours().length > 0, 2000, 'the eviction');
    expect(ours()[0]).toEqual({ room: `workspace:${project.id}`, userIds: [temp.id] });
    sub.unsubscribe();
  });

  it("keeps a project's own card when a join's placeholder is written at the same moment", async () => {
    const cards = harness.get(ProjectCardRepository);
    const ids = Array.from({ length: 5 }, () => randomUUID());
    // The join's placeholder lands between the card's match and its insert (the seed's race).
    await Promise.all(
      ids.flatMap((id) => [
        cards.apply({
          id,
          title: 'The Long Take',
          description: null,
          status: 'production',
          creatorId: creator.id,
          updatedAt: new Date(),
        }),
        cards.insertIfAbsent(id, 'The Long Take', creator.id),
      ]),
    );
    for (const id of ids) expect((await cards.find(id))?.status).toBe('production');
  });

  it('refuses a self dependency and a cycle, and marks blocked tasks', async () => {
    const a = await newTask('Scout locations');
    const b = await newTask('Book the train', { dueDate: '2020-01-01' });
    expect(b.overdue).toBe(true);
    const self = await call(editor, `/tasks/${a.id}/dependencies`, 'POST', {
      dependsOnTaskId: a.id,
    });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ message: 'Cannot create circular dependency' });
    const ok = await call(editor, `/tasks/${b.id}/dependencies`, 'POST', { dependsOnTaskId: a.id });
    expect(ok.status).toBe(201);
    const cycle = await call(editor, `/tasks/${a.id}/dependencies`, 'POST', {
      dependsOnTaskId: b.id,
    });
    expect(cycle.body).toMatchObject({ message: 'Cannot create circular dependency' });
    const tasks = (await call<Task[]>(viewer, '/tasks')).body;
    expect(tasks.find((t) => t.id === b.id)?.blocked).toBe(true);
    await call(editor, `/tasks/${a.id}`, 'PATCH', { status: 'completed' });
    const after = (await call<Task[]>(viewer, '/tasks')).body;
    expect(after.find((t) => t.id === b.id)?.blocked).toBe(false);
    const detail = (await call<TaskDetail>(viewer, `/tasks/${a.id}`)).body;
    expect(detail.activity.map((x) => x.activityType)).toEqual(
      expect.arrayContaining(['created', 'status_changed']),
    );
  });

  it('keeps subtasks one level deep', async () => {
    const parent = await newTask('Shoot day 1');
    const child = await newTask('Pack lenses', { parentTaskId: parent.id });
    const untitled = await call(editor, '/tasks', 'POST', { priority: 'high' });
    expect(untitled.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Title is required',
    });
    const grandchild = await call(editor, '/tasks', 'POST', { title: 'x', parentTaskId: child.id });
    expect(grandchild.status).toBe(400);
    expect(
      (await call<TaskDetail>(editor, `/tasks/${parent.id}`)).body.subtasks.map((s) => s.id),
    ).toEqual([child.id]);
  });

  it('tracks time: one open log per user, minutes rounded, 0 for an abandoned log', async () => {
    const clock = harness.get(Clock);
    let now = Date.parse('2030-05-01T10:00:00.000Z');
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    const first = await newTask('Edit reel');
    const second = await newTask('Color grade');
    const started = (await call<TimeLog>(editor, `/tasks/${first.id}/time-logs`, 'POST', {})).body;
    now += 5 * 60_000;
    await call(editor, `/tasks/${second.id}/time-logs`, 'POST', {});
    const abandoned = (await call<TaskDetail>(editor, `/tasks/${first.id}`)).body;
    expect(abandoned.timeLogs[0]).toMatchObject({ id: started.id, durationMinutes: 0 });
    expect(abandoned.myOpenLog).toBeNull();
    const running = (await call<TaskDetail>(editor, `/tasks/${second.id}`)).body
      .myOpenLog as TimeLog;
    now += 90 * 60_000 + 31_000;
    const stop = await call<TimeLog>(
      editor,
      `/tasks/${second.id}/time-logs/${running.id}/stop`,
      'POST',
    );
    expect(stop.body.durationMinutes).toBe(91);
    const again = await call(editor, `/tasks/${second.id}/time-logs/${running.id}/stop`, 'POST');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Time log not found' });
    const other = await call(creator, `/tasks/${second.id}/time-logs/${running.id}/stop`, 'POST');
    expect(other.body).toMatchObject({ message: 'Time log not found' });
    const task = (await call<Task[]>(editor, '/tasks')).body.find((t) => t.id === second.id);
    expect(task?.actualHours).toBeCloseTo(1.52, 2);
    await Promise.all([
      call(editor, `/tasks/${first.id}/time-logs`, 'POST', {}),
      call(editor, `/tasks/${second.id}/time-logs`, 'POST', {}),
    ]);
    const open = await Promise.all(
      [first, second].map(
        async (t) => (await call<TaskDetail>(editor, `/tasks/${t.id}`)).body.myOpenLog,
      ),
    );
    expect(open.filter((log) => log !== null)).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('resolves @mentions to members, announces them, and lets only the author edit', async () => {
    const task = await newTask('Storyboard');
    const events = await harness.recordEvents(TaskCommentPostedEvent);
    const rooms: RealtimeRoomDelivery[] = [];
    const sub = harness.nats.subscribe(REALTIME_SUBJECTS.room, {
      callback: (_e, m) => void rooms.push(m.json()),
    });
    await harness.nats.flush();
    const posted = await call<{ id: string; mentions: string[] }>(
      editor,
      `/tasks/${task.id}/comments`,
      'POST',
      { comment: '  @maya_dir and @viewer please look, cc @nobody  ' },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.mentions.sort()).toEqual([creator.id, viewer.id].sort());
    const event = await events.next();
    expect(event.mentionedUserIds.sort()).toEqual([creator.id, viewer.id].sort());
    expect(event.projectTitle).toBe('Night Train');
    const ours = () => rooms.filter((r) => r.room === `workspace:${project.id}`);
    await harness.waitFor(() => ours().length > 0, 2000, 'the board push');
    expect(ours()[0]).toMatchObject({
      room: `workspace:${project.id}`,
      type: 'workspace.changed',
      data: { area: 'tasks', taskId: task.id },
      exceptUserId: editor.id,
    });
    sub.unsubscribe();
    const edit = (user: TestUser) =>
      call(user, `/tasks/${task.id}/comments/${posted.body.id}`, 'PATCH', { comment: 'changed' });
    expect((await edit(creator)).status).toBe(403);
    const mine = await edit(editor);
    expect(mine.body).toMatchObject({ comment: 'changed', isEdited: true });
    const blank = await call(editor, `/tasks/${task.id}/comments`, 'POST', { comment: '   ' });
    expect(blank.status).toBe(400);
  });

  it('auto-assigns to the least-loaded member who can work', async () => {
    const task = await newTask('Record foley');
    const assigned = await call<Task>(creator, `/tasks/${task.id}/auto-assign`, 'POST');
    expect(assigned.status).toBe(200);
    // The editor holds many open tasks by now; the creator holds none; the viewer never works.
    expect(assigned.body.assignedTo).toBe(creator.id);
    expect((await call(editor, `/tasks/${task.id}/auto-assign`, 'POST')).status).toBe(403);
  });

  it('milestones: managers only, different milestones, no cycles', async () => {
    const create = (title: string) =>
      call<{ id: string }>(creator, '/milestones', 'POST', { title, dueDate: '2030-06-01' });
    expect(
      (await call(editor, '/milestones', 'POST', { title: 'x', dueDate: '2030-06-01' })).status,
    ).toBe(403);
    const missing = await call(creator, '/milestones', 'POST', { title: '' });
    expect(missing.body).toMatchObject({ message: 'Title and due date are required' });
    const noDate = await call(creator, '/milestones', 'POST', { title: 'Picture lock' });
    expect(noDate.body).toMatchObject({ message: 'Title and due date are required' });
    expect((await call<unknown[]>(creator, '/milestones')).body).toEqual([]);
    const a = (await create('Picture lock')).body;
    const b = (await create('Sound mix')).body;
    const same = await call(creator, '/milestone-dependencies', 'POST', {
      milestoneId: a.id,
      dependsOnMilestoneId: a.id,
    });
    expect(same.body).toMatchObject({
      message: 'Please select different milestones for the dependency',
    });
    expect(
      (
        await call(creator, '/milestone-dependencies', 'POST', {
          milestoneId: b.id,
          dependsOnMilestoneId: a.id,
        })
      ).status,
    ).toBe(201);
    const cycle = await call(creator, '/milestone-dependencies', 'POST', {
      milestoneId: a.id,
      dependsOnMilestoneId: b.id,
    });
    expect(cycle.body).toMatchObject({
      message: 'Cannot create circular dependencies between milestones',
    });
  });

  it('files: presigned upload with checks, versions by name, signed downloads, delete', async () => {
    const upload = async (bytes: Buffer, fileName = 'call-sheet.txt') => {
      const ticketResponse = await call(editor, '/files/uploads', 'POST', {
        fileName,
        contentType: 'text/plain',
        size: bytes.length,
      });
      expect(ticketResponse.status).toBe(201);
      const ticket = FileUploadTicketSchema.parse(ticketResponse.body);
      expect(ticket.key).toMatch(new RegExp(`^pending/${project.id}/\\d+\\.txt$`));
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), fileName);
      expect((await fetch(ticket.uploadUrl, { method: 'POST', body: form })).status).toBe(204);
      return call<{ id: string; version: number; filePath: string; fileSize: number }>(
        editor,
        '/files',
        'POST',
        { key: ticket.key, fileName, description: 'Day 1' },
      );
    };
    const first = await upload(Buffer.from('Call at 6am'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ version: 1, fileSize: 11 });
    expect(first.body.filePath).toMatch(new RegExp(`^${project.id}/\\d+\\.txt$`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(Buffer.from('Call at 7am!'));
    expect(second.body.version).toBe(2);
    const list = (await call<{ id: string; isLatestVersion: boolean }[]>(viewer, '/files')).body;
    expect(list.filter((f) => f.isLatestVersion).map((f) => f.id)).toEqual([second.body.id]);

    const link = await call<{ url: string }>(viewer, `/files/${first.body.id}/download`);
    expect(link.body.url).toContain('X-Amz-Signature');
    expect(await (await fetch(link.body.url)).text()).toBe('Call at 6am');
    expect((await call(stranger, `/files/${first.body.id}/download`)).status).toBe(403);

    const refused = await call(editor, '/files', 'POST', {
      key: `pending/${project.id}/123.txt`,
      fileName: 'ghost.txt',
    });
    expect(refused.status).toBe(400);
    expect((await call(viewer, `/files/${second.body.id}`, 'DELETE')).status).toBe(403);
    expect((await call(editor, `/files/${second.body.id}`, 'DELETE')).status).toBe(204);
    const gone = await fetch(
      (await call<{ url: string }>(editor, `/files/${first.body.id}/download`)).body.url.replace(
        first.body.filePath,
        second.body.filePath,
      ),
    );
    expect(gone.status).toBe(404);
    const remaining = (await call<{ id: string; isLatestVersion: boolean }[]>(editor, '/files'))
      .body;
    expect(remaining).toEqual([
      expect.objectContaining({ id: first.body.id, isLatestVersion: true }),
    ]);
  });

  it('calendar: ordered by start, required texts', async () => {
    const missing = await call(editor, '/events', 'POST', { title: 'Table read' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Title and start time are required' });
    const noTitle = await call(editor, '/events', 'POST', { startTime: '2030-05-02T10:00:00Z' });
    expect(noTitle.body).toMatchObject({ message: 'Title and start time are required' });
    await call(editor, '/events', 'POST', {
      title: 'Wrap party',
      startTime: '2030-05-20T20:00:00Z',
    });
    const tableRead = await call<{ attendees: string[] }>(editor, '/events', 'POST', {
      title: 'Table read',
      startTime: '2030-05-02T10:00:00Z',
      endTime: '2030-05-02T12:00:00Z',
      location: 'Studio B',
      attendees: [creator.id, stranger.id, editor.id],
    });
    expect(tableRead.body.attendees).toEqual([creator.id, editor.id]);
    const backwards = await call(editor, '/events', 'POST', {
      title: 'Backwards',
      startTime: '2030-05-02T10:00:00Z',
      endTime: '2030-05-02T09:00:00Z',
    });
    expect(backwards.status).toBe(400);
    const titles = (await call<{ title: string }[]>(viewer, '/events')).body.map((e) => e.title);
    expect(titles).toEqual(['Table read', 'Wrap party']);
  });

  it('serves a revocable iCal feed that parses as RFC 5545', async () => {
    const task = await newTask('Deliver subtitles', { dueDate: '2030-07-01' });
    await call(editor, `/tasks/${task.id}`, 'PATCH', { assignedTo: editor.id });
    const feed = (await call<{ webcalUrl: string; httpsUrl: string }>(editor, '/calendar-feed'))
      .body;
    expect(feed.webcalUrl).toMatch(/^webcal:\/\//);
    const path = new URL(feed.httpsUrl).pathname;
    const response = await fetch(`${harness.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const parsed = nodeIcal.sync.parseICS(await response.text());
    const summaries = Object.values(parsed)
      .filter((c) => c?.type === 'VEVENT')
      .map((c) => (c as nodeIcal.VEvent).summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Table read',
        'Milestone due: Picture lock',
        'Task due: Deliver subtitles',
      ]),
    );
    const rotated = (await call<{ httpsUrl: string }>(editor, '/calendar-feed/rotate', 'POST'))
      .body;
    const revoked = await fetch(`${harness.url}${path}`);
    expect(revoked.status).toBe(404);
    expect((await fetch(`${harness.url}${new URL(rotated.httpsUrl).pathname}`)).status).toBe(200);
  });
});
