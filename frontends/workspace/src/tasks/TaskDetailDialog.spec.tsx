import type { TaskDetail } from '@filmcollab/contracts/workspace';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aPerson, aSummary, aTask, me, renderSignedIn } from '../testing/render-workspace';
import { TaskDetailDialog } from './TaskDetailDialog';

function aDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    task: aTask({ id: 't1', title: 'Night shoot' }),
    subtasks: [],
    comments: [
      {
        id: 'c1',
        taskId: 't1',
        userId: me.id,
        author: aPerson(me.id, 'Maya Director'),
        comment: 'Mine',
        mentions: [],
        isEdited: false,
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      },
      {
        id: 'c2',
        taskId: 't1',
        userId: 'eli',
        author: aPerson('eli', 'Eli Editor'),
        comment: 'Theirs',
        mentions: [me.id],
        isEdited: true,
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      },
    ],
    timeLogs: [
      {
        id: 'l1',
        taskId: 't1',
        userId: me.id,
        startTime: '2030-01-01T10:00:00.000Z',
        endTime: '2030-01-01T11:31:00.000Z',
        durationMinutes: 91,
        description: null,
      },
    ],
    myOpenLog: null,
    totalMinutes: 91,
    activity: [],
    ...overrides,
  };
}

const show = (
  tasks = [aTask({ id: 't1', title: 'Night shoot' }), aTask({ id: 't2', title: 'Scout' })],
  summary = aSummary(),
) =>
  renderSignedIn(
    <TaskDetailDialog
      projectId="p1"
      summary={summary}
      taskId="t1"
      tasks={tasks}
      onClose={() => undefined}
    />,
    { path: '/', url: '/' },
  );

const DETAIL = 'GET /api/workspace/projects/p1/tasks/t1';
const failure = { status: 500, body: { code: 'INTERNAL', message: 'Something broke' } };
const openLog = {
  id: 'l2',
  taskId: 't1',
  userId: me.id,
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: null,
  durationMinutes: null,
  description: null,
};

describe('TaskDetailDialog', () => {
  it('shows durations as Xh Ym and a running h:mm:ss clock for an open log', async () => {
    const startedAt = new Date(Date.now() - (3600 + 125) * 1000).toISOString();
    fakeApi({
      'GET /api/workspace/projects/p1/tasks/t1': {
        status: 200,
        body: aDetail({
          myOpenLog: {
            id: 'l2',
            taskId: 't1',
            userId: me.id,
            startTime: startedAt,
            endTime: null,
            durationMinutes: null,
            description: null,
          },
        }),
      },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    expect(within(dialog).getByText('Total 1h 31m')).toBeInTheDocument();
    expect(within(dialog).getByRole('timer', { name: 'Elapsed time' }).textContent).toMatch(
      /^1:02:0\d$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Stop timer' })).toBeInTheDocument();
  });

  it('offers Edit on the viewer’s own comments only', async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1/tasks/t1': { status: 200, body: aDetail() },
      'PATCH /api/workspace/projects/p1/tasks/t1/comments/c1': { status: 200, body: {} },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    expect(within(dialog).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const box = within(dialog).getByLabelText('Edit comment');
    await userEvent.clear(box);
    await userEvent.type(box, 'Mine, edited');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/workspace/projects/p1/tasks/t1/comments/c1',
        body: { comment: 'Mine, edited' },
      }),
    );
  });

  it("says 'Cannot create circular dependency' when the server refuses a loop", async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/tasks/t1': { status: 200, body: aDetail() },
      'POST /api/workspace/projects/p1/tasks/t1/dependencies': {
        status: 409,
        body: { code: 'TASK_CIRCULAR_DEPENDENCY', message: 'Cannot create circular dependency' },
      },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    const select = within(dialog).getByLabelText('Depends on');
    expect(within(select).queryByText('Night shoot')).toBeNull();
    await userEvent.selectOptions(select, 't2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dependency' }));
    expect(await screen.findByText('Cannot create circular dependency')).toBeInTheDocument();
  });

  it('edits the title, description and estimate from the keyboard, sending only the changes', async () => {
    const api = fakeApi({
      [DETAIL]: {
        status: 200,
        body: aDetail({
          task: aTask({ id: 't1', title: 'Night shoot', description: 'Car', estimatedHours: 2 }),
        }),
      },
      'PATCH /api/workspace/projects/p1/tasks/t1': { status: 200, body: aTask() },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    const form = within(dialog).getByRole('form', { name: 'Edit task' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Night shoot, train');
    await userEvent.tab();
    expect(within(form).getByLabelText('Description')).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Car and train');
    await userEvent.tab();
    const estimate = within(form).getByLabelText('Estimated hours');
    expect(estimate).toHaveFocus();
    expect(estimate).toHaveAttribute('step', '0.5');
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '3.5{Enter}');
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/workspace/projects/p1/tasks/t1',
        body: { title: 'Night shoot, train', description: 'Car and train', estimatedHours: 3.5 },
      }),
    );

    await userEvent.clear(estimate);
    await userEvent.type(estimate, '1.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Estimated hours go in steps of 0.5.')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('offers viewers no task editing', async () => {
    fakeApi({ [DETAIL]: { status: 200, body: aDetail() } });
    await show(undefined, aSummary({ access: 'view', myRole: 'viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    expect(within(dialog).queryByRole('form', { name: 'Edit task' })).toBeNull();
    expect(within(dialog).queryByLabelText('Estimated hours')).toBeNull();
  });

  it('adds a dependency of the chosen type, depends_on by default', async () => {
    const api = fakeApi({
      [DETAIL]: { status: 200, body: aDetail() },
      'POST /api/workspace/projects/p1/tasks/t1/dependencies': { status: 201, body: {} },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    const type = within(dialog).getByLabelText('Dependency type');
    expect(type).toHaveValue('depends_on');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blocks', 'Depends on', 'Relates to']);
    await userEvent.selectOptions(type, 'blocks');
    await userEvent.selectOptions(within(dialog).getByLabelText('Depends on'), 't2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dependency' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/workspace/projects/p1/tasks/t1/dependencies',
        body: { dependsOnTaskId: 't2', dependencyType: 'blocks' },
      }),
    );
  });

  it("says 'Failed to add or remove dependency' when adding or removing fails", async () => {
    fakeApi({
      [DETAIL]: {
        status: 200,
        body: aDetail({
          task: aTask({
            id: 't1',
            title: 'Night shoot',
            dependencies: [
              {
                id: 'd1',
                taskId: 't1',
                dependsOnTaskId: 't2',
                dependencyType: 'relates_to',
                createdBy: 'eli',
              },
            ],
          }),
        }),
      },
      'DELETE /api/workspace/projects/p1/task-dependencies/d1': failure,
    });
    await show([
      aTask({ id: 't1', title: 'Night shoot' }),
      aTask({ id: 't2', title: 'Scout' }),
      aTask({ id: 't3', title: 'Cast' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    expect(within(dialog).getByText('Relates to Scout')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove dependency on Scout' }),
    );
    expect(await screen.findByText('Failed to add or remove dependency')).toBeInTheDocument();
  });

  it("says 'Failed to add or update comment' when a comment cannot be saved", async () => {
    fakeApi({
      [DETAIL]: { status: 200, body: aDetail() },
      'POST /api/workspace/projects/p1/tasks/t1/comments': failure,
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    await userEvent.type(within(dialog).getByLabelText(/Add a comment/), 'Call at 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Failed to add or update comment')).toBeInTheDocument();
  });

  it("shows the server's 'Time log not found' when stopping a log that is gone", async () => {
    fakeApi({
      [DETAIL]: { status: 200, body: aDetail({ myOpenLog: openLog }) },
      'POST /api/workspace/projects/p1/tasks/t1/time-logs/l2/stop': {
        status: 404,
        body: { code: 'TIME_LOG_NOT_FOUND', message: 'Time log not found' },
      },
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop timer' }));
    expect(await screen.findByText('Time log not found')).toBeInTheDocument();
  });

  it("says 'Failed to start or stop time tracking' when starting fails", async () => {
    fakeApi({
      [DETAIL]: { status: 200, body: aDetail() },
      'POST /api/workspace/projects/p1/tasks/t1/time-logs': failure,
    });
    await show();
    const dialog = await screen.findByRole('dialog', { name: 'Night shoot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByText('Failed to start or stop time tracking')).toBeInTheDocument();
  });
});
