import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aSummary, aTask, renderSignedIn } from '../testing/render-workspace';
import { TasksTab } from './TasksTab';

describe('TasksTab', () => {
  it('moves a card to the next column with Alt+→ and marks overdue and blocked tasks', async () => {
    const tasks = [
      aTask({ id: 't1', title: 'Scout locations', overdue: true }),
      aTask({ id: 't2', title: 'Book the train', blocked: true, status: 'in_progress' }),
    ];
    const api = fakeApi({
      'GET /api/workspace/projects/p1/tasks': { status: 200, body: tasks },
      'PATCH /api/workspace/projects/p1/tasks/t1': {
        status: 200,
        body: aTask({ id: 't1', status: 'in_progress' }),
      },
    });
    await renderSignedIn(<TasksTab projectId="p1" summary={aSummary()} />, { path: '/', url: '/' });
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kanban Board' }));
    const card = within(screen.getByRole('region', { name: 'To do' })).getByRole('listitem', {
      name: 'Scout locations, To do',
    });
    card.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/workspace/projects/p1/tasks/t1',
        body: { status: 'in_progress' },
      }),
    );
  });

  it('filters by status and assignee, and hides creation from viewers', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/tasks': {
        status: 200,
        body: [
          aTask({ id: 't1', title: 'Scout locations' }),
          aTask({ id: 't2', title: 'Cut the trailer', status: 'review', assignedTo: 'eli' }),
        ],
      },
    });
    await renderSignedIn(<TasksTab projectId="p1" summary={aSummary({ access: 'view' })} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Cut the trailer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status filter'), 'review');
    expect(screen.queryByText('Scout locations')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Assignee filter'), 'none');
    expect(screen.getByText('No tasks match these filters.')).toBeInTheDocument();
  });

  it("refuses a task without a title with 'Title is required'", async () => {
    const api = fakeApi({ 'GET /api/workspace/projects/p1/tasks': { status: 200, body: [] } });
    await renderSignedIn(<TasksTab projectId="p1" summary={aSummary()} />, { path: '/', url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Enhanced Task' });
    expect(within(dialog).getByLabelText('Assignee')).toHaveValue('__auto__');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
