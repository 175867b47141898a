import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCommunity } from '../testing/render-community';
import InviteFriendsButton from './InviteFriendsButton';

async function openModal(routes: Parameters<typeof renderCommunity>[1]) {
  const view = await renderCommunity(<InviteFriendsButton />, routes);
  await userEvent.click(screen.getByRole('button', { name: 'Invite Friends to Join' }));
  return {
    ...view,
    dialog: within(await screen.findByRole('dialog', { name: 'Invite Friends to Join' })),
  };
}

describe('the invite modal', () => {
  it('asks for at least one name and e-mail before sending anything', async () => {
    const { dialog, gateway } = await openModal({});
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invites' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please enter at least one name and email.',
    );
    expect(gateway.calls).toHaveLength(0);
  });

  it("sends up to 5 rows and says 'Invites sent!'", async () => {
    const { dialog, gateway } = await openModal({
      'POST /api/community/invites': { status: 200, body: { sent: 2, skipped: 0 } },
    });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name 1' }), 'Cy');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email 1' }), 'cy@example.com');
    for (let i = 0; i < 4; i += 1)
      await userEvent.click(dialog.getByRole('button', { name: 'Add another friend' }));
    expect(dialog.queryByRole('button', { name: 'Add another friend' })).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Email 5' })).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name 3' }), 'Di');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email 3' }), 'di@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invites' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Invites sent!');
    expect(gateway.calls[0].body).toEqual({
      invites: [
        { name: 'Cy', email: 'cy@example.com' },
        { name: 'Di', email: 'di@example.com' },
      ],
      source: 'unified',
    });
  });

  it("shows the server's error, or 'Failed to send invites.'", async () => {
    const { dialog } = await openModal({
      'POST /api/community/invites': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Invalid email address' },
      },
    });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name 1' }), 'Cy');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email 1' }), 'cy@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invites' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid email address');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    await openModal({});
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Friends to Join' })).toHaveFocus();
  });
});
