import { ProjectsErrors, type ProjectDetail } from '@filmcollab/contracts/projects';
import {
  currentLocation,
  fakeApi,
  renderLikeShell,
  type SignedInUser,
} from '@filmcollab/web-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDetail,
  aDetailForNonMember,
  aMember,
  anApplication,
  anInvitation,
  aProject,
  BOB_PERSON,
  CARA_PERSON,
  CREATOR_MEMBER,
} from '../testing/project-builders';
import { ALICE, BOB } from '../testing/users';
import ProjectPage from './ProjectPage';

function showProject(user: SignedInUser | null, url = '/project/p-1', remotes = undefined) {
  return renderLikeShell(<ProjectPage />, { path: '/project/:id', url, user, remotes });
}

const detailRoute = (detail: ProjectDetail) => ({
  'GET /api/projects/p-1': { status: 200, body: detail },
});

const quickActions = () =>
  within(screen.getByRole('heading', { name: 'Quick Actions' }).parentElement as HTMLElement);

describe('ProjectPage states', () => {
  it('shows the skeleton, then the header with the status and type badges', async () => {
    fakeApi(detailRoute(aDetail()));
    await showProject(ALICE);
    expect(screen.getByText('Loading project…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Shift' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Pre-production').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Short Film').length).toBeGreaterThan(0);
  });

  it("shows 'Project not found' with Back to Discovery", async () => {
    fakeApi({
      'GET /api/projects/p-1': {
        status: 404,
        body: { message: 'Project not found', code: ProjectsErrors.PROJECT_NOT_FOUND.code },
      },
    });
    await showProject(ALICE);
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Discovery' })).toHaveAttribute(
      'href',
      '/?tab=discovery',
    );
  });

  it("shows 'Error Loading Project' with the reason and can try again", async () => {
    let calls = 0;
    fakeApi({
      'GET /api/projects/p-1': () =>
        ++calls === 1
          ? { status: 400, body: { message: 'Bad project id', code: 'VALIDATION_FAILED' } }
          : { status: 200, body: aDetail() },
    });
    await showProject(ALICE);
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Project' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load project: Bad project id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Discovery' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Shift' }),
    ).toBeInTheDocument();
  });
});

describe('Quick Actions by relation', () => {
  it('offers the creator invite, edit, Post to Explore Page for a planning project and the created date', async () => {
    fakeApi(detailRoute(aDetail({ project: aProject({ status: 'planning' }) })));
    await showProject(ALICE);
    await screen.findByRole('heading', { name: 'Quick Actions' });
    const actions = quickActions();
    expect(actions.getByRole('link', { name: 'Invite Team Members' })).toHaveAttribute(
      'href',
      '/invite?project=p-1',
    );
    expect(actions.getByRole('link', { name: 'Open Workspace' })).toHaveAttribute(
      'href',
      '/collaboration/p-1',
    );
    expect(actions.getByRole('button', { name: 'Edit Project' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Post to Explore Page' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Remove from Explore' })).not.toBeInTheDocument();
    expect(
      actions.queryByRole('button', { name: 'Apply to Join Project' }),
    ).not.toBeInTheDocument();
    expect(actions.getByText('Created Nov 1, 2026')).toBeInTheDocument();
  });

  it('posts to Explore and removes from it, with the spec toasts', async () => {
    const api = fakeApi({
      ...detailRoute(aDetail({ project: aProject({ status: 'pre_production' }) })),
      'DELETE /api/projects/p-1/explore': {
        status: 200,
        body: aProject({ status: 'planning' }),
      },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from Explore' }));
    expect(await screen.findByText('Project removed from Explore page')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/projects/p-1/explore')).toHaveLength(1);
  });

  it('tells the creator when posting to Explore failed', async () => {
    fakeApi({
      ...detailRoute(aDetail({ project: aProject({ status: 'planning' }) })),
      'POST /api/projects/p-1/explore': {
        status: 409,
        body: { message: 'no', code: ProjectsErrors.INVALID_STATUS_CHANGE.code },
      },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Post to Explore Page' }));
    expect(await screen.findByText('Failed to post project to explore page')).toBeInTheDocument();
  });

  it('offers a member invite and Leave Project, and leaving asks first', async () => {
    const member = aMember(BOB_PERSON);
    const api = fakeApi({
      ...detailRoute(
        aDetail({
          members: [CREATOR_MEMBER, member],
          viewer: { relation: 'member', membership: member },
        }),
      ),
      'POST /api/projects/p-1/leave': { status: 204 },
    });
    await showProject(BOB);
    await screen.findByRole('heading', { name: 'Quick Actions' });
    const actions = quickActions();
    expect(actions.getByRole('link', { name: 'Invite Team Members' })).toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Open Workspace' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Edit Project' })).not.toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Leave Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You have successfully left the project')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/projects/p-1/leave')).toBe(
      true,
    );
  });

  it('asks a member whose session ended to sign in to leave', async () => {
    const member = aMember(BOB_PERSON);
    fakeApi({
      ...detailRoute(
        aDetail({
          members: [CREATOR_MEMBER, member],
          viewer: { relation: 'member', membership: member },
        }),
      ),
      'POST /api/projects/p-1/leave': {
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
      },
    });
    await showProject(BOB);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Project' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave Project' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Please sign in to leave project')).toBeInTheDocument();
  });

  it('offers a signed-in non-member Apply to Join Project when the project is on Explore', async () => {
    fakeApi(detailRoute(aDetailForNonMember()));
    await showProject(BOB);
    await screen.findByRole('heading', { name: 'Quick Actions' });
    expect(
      quickActions().getByRole('button', { name: 'Apply to Join Project' }),
    ).toBeInTheDocument();
    expect(
      quickActions().queryByRole('link', { name: 'Invite Team Members' }),
    ).not.toBeInTheDocument();
    expect(quickActions().queryByRole('link', { name: 'Open Workspace' })).not.toBeInTheDocument();
  });

  it('shows a pending applicant the in-review message, Withdraw Application and the Pending card', async () => {
    let withdrawn = false;
    const api = fakeApi({
      'GET /api/projects/p-1': () => ({
        status: 200,
        body: aDetailForNonMember({
          application: withdrawn ? null : anApplication(BOB_PERSON),
          latestAudit: {
            action: 'applied',
            role: 'actor',
            message: null,
            createdAt: '2026-11-10T10:00:00.000Z',
          },
        }),
      }),
      'DELETE /api/projects/p-1/applications/mine': () => {
        withdrawn = true;
        return { status: 204 };
      },
    });
    await showProject(BOB);
    expect(
      await screen.findByText('Your application is under review.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Application Status' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(
      quickActions().queryByRole('button', { name: 'Apply to Join Project' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Application' }));
    expect(
      await screen.findByText('Your application has been withdrawn successfully'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(
      await screen.findByText('Application withdrawn successfully', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('asks a pending applicant whose session ended to sign in to withdraw', async () => {
    fakeApi({
      ...detailRoute(aDetailForNonMember({ application: anApplication(BOB_PERSON) })),
      'DELETE /api/projects/p-1/applications/mine': {
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
      },
    });
    await showProject(BOB);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByText('Please sign in to withdraw application')).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.queryByText('Application withdrawn successfully')).not.toBeInTheDocument();
  });

  it('lets an invitee who also applied answer the invitation and withdraw the application', async () => {
    fakeApi(
      detailRoute(
        aDetailForNonMember({
          invitation: anInvitation(BOB_PERSON),
          application: anApplication(BOB_PERSON),
        }),
      ),
    );
    await showProject(BOB);
    await screen.findByRole('heading', { name: 'Quick Actions' });
    expect(quickActions().getByRole('button', { name: 'Accept Invitation' })).toBeInTheDocument();
    expect(
      quickActions().getByRole('button', { name: 'Withdraw Application' }),
    ).toBeInTheDocument();
    expect(
      quickActions().queryByRole('button', { name: 'Apply to Join Project' }),
    ).not.toBeInTheDocument();
  });

  it('shows the status card from the latest audit action (rejected)', async () => {
    fakeApi(
      detailRoute(
        aDetailForNonMember({
          latestAudit: {
            action: 'rejected',
            role: 'editor',
            message: null,
            createdAt: '2026-11-10T10:00:00.000Z',
          },
        }),
      ),
    );
    await showProject(BOB);
    expect(
      await screen.findByRole('heading', { name: 'My Application Status' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Editor · Nov 10, 2026')).toBeInTheDocument();
  });

  it('lets an invitee accept a pending invitation', async () => {
    const api = fakeApi({
      ...detailRoute(aDetailForNonMember({ invitation: anInvitation(BOB_PERSON) })),
      'POST /api/projects/invitations/i-u-bob/accept': {
        status: 200,
        body: aMember(BOB_PERSON, { role: 'viewer', invitedBy: 'u-alice' }),
      },
    });
    await showProject(BOB);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('You are now a member of Night Shift')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/projects/invitations/i-u-bob/accept')).toBe(true);
  });

  it('says the project is not open to a non-member when it is not on Explore', async () => {
    fakeApi(detailRoute({ ...aDetailForNonMember(), project: aProject({ status: 'planning' }) }));
    await showProject(BOB);
    expect(
      await screen.findByText('This project is not accepting applications right now.'),
    ).toBeInTheDocument();
  });

  it('prompts a signed-out visitor to log in, and still shows the project and its team', async () => {
    fakeApi(detailRoute(aDetail({ viewer: { relation: 'signed_out', membership: null } })));
    await showProject(null);
    await screen.findByRole('heading', { name: 'Quick Actions' });
    expect(quickActions().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(
      quickActions().queryByRole('button', { name: 'Apply to Join Project' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Members' })).toBeInTheDocument();
    await userEvent.click(quickActions().getByRole('link', { name: 'Sign In' }));
    expect(sessionStorage.getItem('filmcollab.auth.returnTo')).toBe('/project/p-1');
  });
});

describe('Editing the project', () => {
  it('sends only the changed fields and closes', async () => {
    const api = fakeApi({
      ...detailRoute(aDetail()),
      'PATCH /api/projects/p-1': { status: 200, body: aProject({ title: 'Day Shift' }) },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Day Shift');
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Day Shift' });
  });

  it('just closes when nothing changed, and refuses a blank title', async () => {
    const api = fakeApi(detailRoute(aDetail()));
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required.');

    await userEvent.type(screen.getByLabelText('Title'), 'Night Shift');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("toasts 'Failed to save edits. Please try again.' and keeps the form", async () => {
    fakeApi({
      ...detailRoute(aDetail()),
      'PATCH /api/projects/p-1': {
        status: 403,
        body: { message: 'no', code: ProjectsErrors.NOT_PROJECT_CREATOR.code },
      },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    await userEvent.type(screen.getByLabelText('Title'), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save edits. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Night Shift II');
  });
});

describe('Applying', () => {
  it('opens the apply dialog from ?apply=true and removes the parameter', async () => {
    fakeApi(detailRoute(aDetailForNonMember()));
    await showProject(BOB, '/project/p-1?apply=true&tab=members');
    expect(
      await screen.findByRole('dialog', { name: 'Apply to Join Project' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/project/p-1?tab=members'));
  });

  it('does not open it for the creator, and tells them why', async () => {
    fakeApi(detailRoute(aDetail()));
    await showProject(ALICE, '/project/p-1?apply=true');
    expect(await screen.findByText('You cannot apply to your own project')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/project/p-1'));
  });

  it('keeps submit disabled without a role, then sends one application even on a double-click', async () => {
    let resolve: (() => void) | undefined;
    const api = fakeApi({
      ...detailRoute(aDetailForNonMember()),
      'POST /api/projects/p-1/applications': () =>
        new Promise((done) => {
          resolve = () => done({ status: 201, body: anApplication(BOB_PERSON) });
        }),
    });
    await showProject(BOB);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to Join Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Join Project' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Application' });
    expect(submit).toBeDisabled();
    // Only the project's required roles are offered.
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a role', 'Actor', 'Editor']);
    await userEvent.selectOptions(role, 'editor');
    await userEvent.type(
      within(dialog).getByLabelText('Message (optional)'),
      'Cut my teeth on shorts.',
    );
    await userEvent.dblClick(submit);
    await act(async () => resolve?.());

    expect(
      await screen.findByText('Your application has been sent to the project owner'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Application submitted successfully!', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ role: 'editor', message: 'Cut my teeth on shorts.' });
  });

  it.each([
    [
      ProjectsErrors.ALREADY_APPLIED.code,
      409,
      'Already Applied',
      'You have already applied to this project.',
    ],
    [
      ProjectsErrors.CANNOT_APPLY_TO_OWN_PROJECT.code,
      400,
      'Cannot Apply',
      'You cannot apply to your own project',
    ],
    ['UNAUTHORIZED', 401, 'Authentication Required', 'You must be logged in to apply'],
  ])('explains a refusal %s with its toast', async (code, status, title, description) => {
    fakeApi({
      ...detailRoute(aDetailForNonMember()),
      'POST /api/projects/p-1/applications': { status, body: { message: 'refused', code } },
    });
    await showProject(BOB);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to Join Project' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'actor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
  });
});

describe('Team Management', () => {
  const withTeam = () =>
    aDetail({
      members: [
        aMember(CARA_PERSON, { role: 'editor', joinedAt: '2026-11-08T10:00:00.000Z' }),
        CREATOR_MEMBER,
        aMember(BOB_PERSON, { role: 'actor', joinedAt: '2026-11-06T10:00:00.000Z' }),
      ],
      applications: [anApplication(CARA_PERSON, { id: 'a-1', message: null, role: 'editor' })],
      invitations: [anInvitation(BOB_PERSON)],
    });

  it('lists members creator first (marked Creator), then by join date, with profile links', async () => {
    fakeApi(detailRoute(withTeam()));
    await showProject(ALICE);
    const table = within(
      (await screen.findByRole('heading', { name: 'Project Members' }))
        .parentElement as HTMLElement,
    );
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Alice Smith',
      'Bob Jones',
      'Cara Lee',
    ]);
    expect(within(rows[0]).getByText('Creator')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Bob Jones' })).toHaveAttribute(
      'href',
      '/profile/u-bob',
    );
    expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it("shows the creator pending applications ('No message') and invitations; accepting toasts", async () => {
    const api = fakeApi({
      ...detailRoute(withTeam()),
      'POST /api/projects/p-1/applications/a-1/accept': {
        status: 200,
        body: aMember(CARA_PERSON),
      },
    });
    await showProject(ALICE);
    const applications = within(
      (await screen.findByRole('heading', { name: 'Pending Applications' }))
        .parentElement as HTMLElement,
    );
    expect(applications.getByText('No message')).toBeInTheDocument();
    expect(applications.getByText('Nov 10, 2026')).toBeInTheDocument();
    const invitations = within(
      screen.getByRole('heading', { name: 'Pending Invitations' }).parentElement!
        .parentElement as HTMLElement,
    );
    expect(invitations.getByRole('link', { name: 'Bob Jones' })).toBeInTheDocument();

    await userEvent.dblClick(applications.getByRole('button', { name: 'Accept Cara Lee' }));
    expect(await screen.findByText('Application accepted successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(1);
  });

  it.each([
    [
      409,
      ProjectsErrors.ALREADY_MEMBER.code,
      'Cara is already a member.',
      'Failed to add member to project: Cara is already a member.',
    ],
    [
      404,
      ProjectsErrors.APPLICATION_NOT_FOUND.code,
      'This application no longer exists.',
      'Failed to remove application record: This application no longer exists.',
    ],
    [401, 'UNAUTHORIZED', 'Unauthorized', 'Authentication required to update application'],
    [
      403,
      ProjectsErrors.NOT_PROJECT_CREATOR.code,
      'no',
      'An error occurred while updating the application',
    ],
    [500, 'INTERNAL', 'boom', 'Failed to update application - check console logs'],
  ])('explains a failed accept (%s %s) and frees the row', async (status, code, message, text) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      ...detailRoute(withTeam()),
      'POST /api/projects/p-1/applications/a-1/accept': { status, body: { message, code } },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Cara Lee' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Cara Lee' })).toBeEnabled();
    expect(logged.mock.calls.length > 0).toBe(status === 500);
    logged.mockRestore();
  });

  it('removes a member after confirmation with the spec toast, and says so when refused', async () => {
    let refuse = false;
    fakeApi({
      ...detailRoute(withTeam()),
      'DELETE /api/projects/p-1/members/u-bob': () =>
        refuse
          ? {
              status: 403,
              body: {
                message: 'Only project creators can remove members',
                code: ProjectsErrors.NOT_PROJECT_CREATOR.code,
              },
            }
          : { status: 204 },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bob Jones' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Bob Jones?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await screen.findByText('Bob Jones has been removed from the project'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bob Jones removed from project', { selector: '[role=status]' }),
    ).toBeInTheDocument();

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bob Jones' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Only project creators can remove members')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
  });

  it('hides pending lists and member actions from non-creators', async () => {
    fakeApi(detailRoute({ ...withTeam(), viewer: aDetailForNonMember().viewer }));
    await showProject(BOB);
    await screen.findByRole('heading', { name: 'Project Members' });
    expect(screen.queryByRole('heading', { name: 'Pending Applications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('Group Chat tab', () => {
  it('follows ?tab=chat and says chat is coming while no remote fills it', async () => {
    fakeApi(detailRoute(aDetail()));
    await showProject(ALICE, '/project/p-1?tab=chat');
    expect(
      await screen.findByRole('tab', { name: 'Group Chat', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Group chat is coming soon/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Team Management' }));
    await waitFor(() => expect(currentLocation()).toBe('/project/p-1?tab=members'));
  });

  it("renders the remote that fills 'project.chat' with the project's id", async () => {
    fakeApi(detailRoute(aDetail()));
    const Chat = ({ projectId }: { projectId: string }) => <p>{`Chat for ${projectId}`}</p>;
    await renderLikeShell(<ProjectPage />, {
      path: '/project/:id',
      url: '/project/p-1?tab=chat',
      user: ALICE,
      remotes: [
        {
          name: 'messaging',
          status: 'ready',
          extensions: { 'project.chat': async () => ({ default: Chat }) },
        },
      ],
    });
    expect(await screen.findByText('Chat for p-1')).toBeInTheDocument();
  });
});

describe('Workspace tab', () => {
  const Workspace = ({ projectId }: { projectId: string }) => <p>{`Workspace of ${projectId}`}</p>;
  const workspaceRemote = [
    {
      name: 'workspace',
      status: 'ready' as const,
      extensions: { 'project.workspace': async () => ({ default: Workspace }) },
    },
  ];

  it("renders the remote that fills 'project.workspace' for the creator from ?tab=workspace", async () => {
    fakeApi(detailRoute(aDetail()));
    await renderLikeShell(<ProjectPage />, {
      path: '/project/:id',
      url: '/project/p-1?tab=workspace',
      user: ALICE,
      remotes: workspaceRemote,
    });
    expect(
      await screen.findByRole('tab', { name: 'Workspace', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Workspace of p-1')).toBeInTheDocument();
  });

  it('opens it for a member from the tab list', async () => {
    const member = aMember(BOB_PERSON);
    fakeApi(
      detailRoute(
        aDetail({
          members: [CREATOR_MEMBER, member],
          viewer: { relation: 'member', membership: member },
        }),
      ),
    );
    await renderLikeShell(<ProjectPage />, {
      path: '/project/:id',
      url: '/project/p-1',
      user: BOB,
      remotes: workspaceRemote,
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Workspace' }));
    expect(await screen.findByText('Workspace of p-1')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/project/p-1?tab=workspace'));
  });

  it('is not offered to a non-member, even from ?tab=workspace', async () => {
    fakeApi(detailRoute(aDetailForNonMember()));
    await renderLikeShell(<ProjectPage />, {
      path: '/project/:id',
      url: '/project/p-1?tab=workspace',
      user: BOB,
      remotes: workspaceRemote,
    });
    expect(
      await screen.findByRole('tab', { name: 'Team Management', selected: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByText('Workspace of p-1')).not.toBeInTheDocument();
  });
});
