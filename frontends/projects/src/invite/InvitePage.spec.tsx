import { fakeApi, renderLikeShell, type SignedInUser } from '@filmcollab/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDetail,
  aDetailForNonMember,
  anInvitation,
  aProject,
  BOB_PERSON,
  CARA_PERSON,
} from '../testing/project-builders';
import { ALICE, BOB } from '../testing/users';
import InvitePage from './InvitePage';
import { defaultInviteMessage } from './invite-message';

function showInvite(user: SignedInUser, url = '/invite?project=p-1') {
  return renderLikeShell(<InvitePage />, { path: '/invite', url, user });
}

describe('InvitePage', () => {
  it('searches people (debounced), invites the selected ones with the default message', async () => {
    const searched: string[] = [];
    const api = fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/invite-candidates': (request) => {
        const q = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
        searched.push(q);
        const people = [BOB_PERSON, CARA_PERSON].filter((p) =>
          `${p.fullName} ${p.username} ${p.primaryRole}`.toLowerCase().includes(q.toLowerCase()),
        );
        return { status: 200, body: { people } };
      },
      'POST /api/projects/p-1/invitations': {
        status: 201,
        body: { invitations: [anInvitation(BOB_PERSON), anInvitation(CARA_PERSON)] },
      },
    });
    await showInvite(ALICE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invite Collaborators' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Cara Lee/ })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search people'), 'bob');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Cara Lee/ })).toBeNull());
    expect(searched).toEqual(['', 'bob']);

    await userEvent.click(screen.getByRole('checkbox', { name: /Bob Jones/ }));
    await userEvent.clear(screen.getByLabelText('Search people'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Cara Lee/ }));
    expect(screen.getByText('Selected: Bob Jones, Cara Lee')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 Invitation(s)' }));

    expect(await screen.findByText('Sent 2 invitation(s) successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      inviteeIds: ['u-bob', 'u-cara'],
      message: defaultInviteMessage('Night Shift', 'Alice Smith'),
    });
  });

  it('keeps Send Invitations disabled until someone is selected', async () => {
    fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/invite-candidates': { status: 200, body: { people: [] } },
    });
    await showInvite(ALICE);
    expect(await screen.findByText('No people found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Invitations' })).toBeDisabled();
  });

  it('sends an external invite only with a name and an e-mail', async () => {
    let fail = false;
    const api = fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/invite-candidates': { status: 200, body: { people: [] } },
      'POST /api/projects/p-1/external-invitations': () =>
        fail
          ? { status: 400, body: { message: 'bad', code: 'VALIDATION_FAILED' } }
          : { status: 202 },
    });
    await showInvite(ALICE);
    await userEvent.click(await screen.findByRole('tab', { name: 'External Invites' }));
    const send = screen.getByRole('button', { name: 'Send Invite' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Recipient e-mail'), 'dana@example.com');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Recipient name'), 'Dana');
    expect(send).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue(
      defaultInviteMessage('Night Shift', 'Alice Smith'),
    );
    await userEvent.click(send);
    expect(await screen.findByText('Invitation sent to dana@example.com')).toBeInTheDocument();
    expect(screen.getByText('External Invite Sent')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      invites: [
        {
          name: 'Dana',
          email: 'dana@example.com',
          message: defaultInviteMessage('Night Shift', 'Alice Smith'),
        },
      ],
    });

    fail = true;
    await userEvent.type(screen.getByLabelText('Recipient name'), 'Eve');
    await userEvent.type(screen.getByLabelText('Recipient e-mail'), 'eve@example.com');
    await userEvent.click(send);
    expect(await screen.findByText('Failed to send external invite')).toBeInTheDocument();
  });

  it('tells a non-member they cannot invite', async () => {
    fakeApi({ 'GET /api/projects/p-1': { status: 200, body: aDetailForNonMember() } });
    await showInvite(BOB);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only project members can invite collaborators.',
    );
  });

  it('lets the user choose one of their projects without ?project', async () => {
    fakeApi({
      'GET /api/projects/mine': {
        status: 200,
        body: { projects: [aProject({ id: 'p-7', title: 'Seventh' })] },
      },
    });
    await showInvite(ALICE, '/invite');
    expect(await screen.findByRole('link', { name: 'Seventh' })).toHaveAttribute(
      'href',
      '/invite?project=p-7',
    );
  });
});

describe('the invite dialog on the project page', () => {
  it("is named 'Invite to {project}'", async () => {
    fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/invite-candidates': { status: 200, body: { people: [] } },
    });
    const { default: ProjectPage } = await import('../project-detail/ProjectPage');
    await renderLikeShell(<ProjectPage />, {
      path: '/project/:id',
      url: '/project/p-1',
      user: ALICE,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite People' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Night Shift' });
    expect(within(dialog).getByRole('tab', { name: 'Internal Invites' })).toBeInTheDocument();
  });
});
