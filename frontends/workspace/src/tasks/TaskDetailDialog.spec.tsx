import type { TaskDetail } from '@filmcollab/contracts';
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
) =>
  renderSignedIn(
    <TaskDetailDialog
      projectId="p1"
      summary={aSummary()}
      taskId="t1"
      tasks={tasks}
      onClose={() => undefined}
    />,
    { path: '/', url: '/' },
  );

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
});
