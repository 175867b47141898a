import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aSummary, aTask, renderSignedIn } from '../testing/render-workspace';
import ProjectWorkspace from './ProjectWorkspace';
import WorkspacePage from './WorkspacePage';

const show = (url = '/collaboration/p1') =>
  renderSignedIn(<WorkspacePage />, { path: '/collaboration/:projectId?', url });

describe('WorkspacePage', () => {
  it("says 'No project ID provided. Please select a project.' without an id", async () => {
    fakeApi({});
    await show('/collaboration');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No project ID provided. Please select a project.',
    );
  });

  it('shows the header, the four stat cards and the six tabs to a member', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1': { status: 200, body: aSummary() },
      'GET /api/workspace/projects/p1/events': { status: 200, body: [] },
    });
    const { connect } = await show();
    expect(await screen.findByRole('heading', { name: 'Night Train' })).toBeInTheDocument();
    expect(screen.getByText('Production')).toBeInTheDocument();
    expect(screen.getByText(/2 members · Your role:/)).toHaveTextContent('Project manager');
    const stats = within(screen.getByRole('list', { name: 'Project stats' }));
    expect(stats.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'Tasks1/4completed',
      'Milestones0/2completed',
      'Files3shared',
      'Upcoming1events in the next 7 days',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Tasks',
      'Milestones',
      'Files',
      'Calendar',
      'Chat',
    ]);
    expect(await screen.findByText('No past events yet.')).toBeInTheDocument();
    const socket = await connect();
    expect(socket.sent).toContainEqual({ type: 'subscribe', room: 'workspace:p1' });
  });

  it('refuses a non-member with a clear screen and no tabs', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1': {
        status: 403,
        body: {
          code: 'NOT_A_MEMBER',
          message: 'Only the creator and active members of this project can open its workspace.',
        },
      },
    });
    await show();
    expect(
      await screen.findByRole('heading', { name: 'This workspace is for project members' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the project' })).toHaveAttribute(
      'href',
      '/project/p1',
    );
  });

  it('shows a team preview of 5 with +N more', async () => {
    const members = Array.from({ length: 7 }, (_, i) => ({
      id: `u${i}`,
      username: `u${i}`,
      fullName: `Member ${i}`,
      profileImageUrl: null,
      role: 'actor',
      isCreator: false,
      joinedAt: '2030-01-01T00:00:00.000Z',
    }));
    fakeApi({
      'GET /api/workspace/projects/p1': { status: 200, body: aSummary({ members }) },
      'GET /api/workspace/projects/p1/events': { status: 200, body: [] },
    });
    await show();
    const team = await screen.findByRole('list', { name: 'Team members' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('refetches the open board when another member changes a task', async () => {
    let title = 'Scout locations';
    fakeApi({
      'GET /api/workspace/projects/p1': { status: 200, body: aSummary() },
      'GET /api/workspace/projects/p1/tasks': () => ({ status: 200, body: [aTask({ title })] }),
    });
    const { connect } = await show('/collaboration/p1?view=tasks');
    expect(await screen.findByText('Scout locations')).toBeInTheDocument();
    const socket = await connect();
    title = 'Scout two locations';
    act(() =>
      socket.receive(
        'workspace.changed',
        { projectId: 'p1', area: 'tasks', taskId: 't1', by: 'eli' },
        { room: 'workspace:p1' },
      ),
    );
    expect(await screen.findByText('Scout two locations')).toBeInTheDocument();
  });

  it('inside the project page: no header of its own, nothing at all for a non-member', async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1': { status: 200, body: aSummary() },
      'GET /api/workspace/projects/p1/events': { status: 200, body: [] },
      'GET /api/workspace/projects/p2': {
        status: 403,
        body: {
          code: 'NOT_A_MEMBER',
          message: 'Only the creator and active members of this project can open its workspace.',
        },
      },
    });
    const { unmount } = await renderSignedIn(<ProjectWorkspace projectId="p1" />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByRole('tab', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Night Train' })).not.toBeInTheDocument();
    unmount();
    await renderSignedIn(<ProjectWorkspace projectId="p2" />, { path: '/', url: '/' });
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/api/workspace/projects/p2'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
