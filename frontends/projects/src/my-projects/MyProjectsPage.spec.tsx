import {
  currentLocation,
  fakeApi,
  renderLikeShell,
  type SignedInUser,
} from '@filmcollab/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMember, anInvitation, aProject, BOB_PERSON } from '../testing/project-builders';
import { ALICE, BOB } from '../testing/users';
import MyProjectsPage from './MyProjectsPage';

function showMyProjects(user: SignedInUser | null, url = '/projects') {
  return renderLikeShell(<MyProjectsPage />, { path: '/projects', url, user });
}

const noInvitations = {
  'GET /api/projects/invitations/mine': { status: 200, body: { invitations: [] } },
};

describe('MyProjectsPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const api = fakeApi({});
    await showMyProjects(null);
    expect(screen.getByText('Please sign in to view your projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(api.calls).toHaveLength(0);
  });

  it('counts ongoing and finished projects, lists planning ones and the first 6 of all', async () => {
    const projects = [
      aProject({
        id: 'p1',
        title: 'One',
        status: 'planning',
        requiredRoles: ['actor', 'editor', 'composer'],
      }),
      aProject({ id: 'p2', title: 'Two', status: 'pre_production' }),
      aProject({ id: 'p3', title: 'Three', status: 'production' }),
      aProject({ id: 'p4', title: 'Four', status: 'post_production' }),
      aProject({ id: 'p5', title: 'Five', status: 'completed' }),
      aProject({ id: 'p6', title: 'Six', status: 'cancelled' }),
      aProject({ id: 'p7', title: 'Seven', status: 'planning' }),
    ];
    fakeApi({ ...noInvitations, 'GET /api/projects/mine': { status: 200, body: { projects } } });
    await showMyProjects(ALICE);

    const cards = within(await screen.findByRole('navigation', { name: 'Project lists' }));
    expect(cards.getByRole('link', { name: /Ongoing/ })).toHaveAttribute(
      'href',
      '/ongoing-projects',
    );
    expect(cards.getByRole('link', { name: /Ongoing/ })).toHaveTextContent('2');
    expect(cards.getByRole('link', { name: /Finished/ })).toHaveAttribute(
      'href',
      '/finished-projects',
    );
    expect(cards.getByRole('link', { name: /Finished/ })).toHaveTextContent('2');
    expect(cards.getByRole('link', { name: /Requirements/ })).toHaveAttribute(
      'href',
      '/requirements',
    );

    const planning = within(screen.getByRole('list', { name: 'Planning Stage' }));
    expect(planning.getAllByRole('heading').map((h) => h.textContent)).toEqual(['One', 'Seven']);
    const all = within(screen.getByRole('list', { name: 'All Projects' }));
    expect(all.getAllByRole('link')).toHaveLength(6);
    expect(all.queryByText('Seven')).not.toBeInTheDocument();
    const first = all.getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/project/p1');
    expect(within(first).getByText('3 roles needed')).toBeInTheDocument();
    expect(within(first).getByText('Berlin')).toBeInTheDocument();
    expect(within(first).getByText('$1k – $5k')).toBeInTheDocument();
    expect(within(first).getByText('Starts Dec 1, 2026')).toBeInTheDocument();
  });

  it("shows 'No projects yet' without projects", async () => {
    fakeApi({
      ...noInvitations,
      'GET /api/projects/mine': { status: 200, body: { projects: [] } },
    });
    await showMyProjects(ALICE);
    expect(await screen.findAllByText('No projects yet')).toHaveLength(2);
  });

  it("says 'Failed to load projects' when the list fails", async () => {
    fakeApi({
      ...noInvitations,
      'GET /api/projects/mine': { status: 403, body: { message: 'no', code: 'FORBIDDEN' } },
    });
    await showMyProjects(ALICE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load projects');
  });

  it("says 'User not authenticated' when the session ended before the list loaded", async () => {
    fakeApi({
      ...noInvitations,
      'GET /api/projects/mine': {
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
      },
    });
    await showMyProjects(ALICE);
    expect(await screen.findByRole('alert')).toHaveTextContent('User not authenticated');
    expect(await screen.findByText('Failed to load project data')).toBeInTheDocument();
  });

  it.each([
    [401, 'You must be logged in to create a project'],
    [500, 'Failed to create project'],
  ])('toasts why the create dialog failed (%s)', async (status, text) => {
    fakeApi({
      ...noInvitations,
      'GET /api/projects/mine': { status: 200, body: { projects: [] } },
      'POST /api/projects': { status, body: { message: 'no', code: 'ANY' } },
    });
    await showMyProjects(ALICE, '/projects?create=true');
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Project' }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Fresh');
    await userEvent.selectOptions(dialog.getByLabelText('Project type'), 'documentary');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Project' })).toBeInTheDocument();
  });

  it('opens the create dialog from ?create=true; title and type are required', async () => {
    const api = fakeApi({
      ...noInvitations,
      'GET /api/projects/mine': { status: 200, body: { projects: [] } },
      'POST /api/projects': { status: 201, body: aProject({ id: 'p-new', title: 'Fresh' }) },
    });
    await showMyProjects(ALICE, '/projects?create=true');
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Project' }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Fresh');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Title and project type are required');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(dialog.getByLabelText('Project type'), 'documentary');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Fresh',
      projectType: 'documentary',
      description: '',
      location: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/projects');
  });

  it('lists pending invitations to the user and lets them decline', async () => {
    const api = fakeApi({
      'GET /api/projects/mine': { status: 200, body: { projects: [] } },
      'GET /api/projects/invitations/mine': {
        status: 200,
        body: { invitations: [anInvitation(BOB_PERSON, { role: 'actor', message: 'Join us!' })] },
      },
      'POST /api/projects/invitations/i-u-bob/decline': { status: 204 },
      'POST /api/projects/invitations/i-u-bob/accept': { status: 200, body: aMember(BOB_PERSON) },
    });
    await showMyProjects(BOB);
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getByText('Join us!')).toBeInTheDocument();
    expect(screen.getByText(/Alice Smith invited you as Actor/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Decline invitation to Night Shift' }),
    );
    expect(
      await screen.findByText('You declined the invitation to Night Shift'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/decline'))).toBe(true);
    expect(api.calls.some((c) => c.path.endsWith('/accept'))).toBe(false);
  });
});
