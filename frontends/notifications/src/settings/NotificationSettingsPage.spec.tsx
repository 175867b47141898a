import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '@filmcollab/contracts/notifications';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import NotificationSettingsPage from './NotificationSettingsPage';

const alice = { id: 'u1', username: 'alice' };
const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));

const show = () =>
  renderLikeShell(<NotificationSettingsPage />, {
    path: '/notifications/settings',
    url: '/notifications/settings',
    user: alice,
  });

describe('NotificationSettingsPage', () => {
  it('switches a kind off for the digest e-mail', async () => {
    const { calls } = fakeApi({
      'GET /api/notifications/preferences': { status: 200, body: { email: allOn } },
      'PUT /api/notifications/preferences': {
        status: 200,
        body: { email: { ...allOn, direct_message: false } },
      },
    });
    await show();
    const messages = await screen.findByRole('checkbox', { name: 'Direct messages' });
    expect(messages).toBeChecked();
    await userEvent.click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/notifications/preferences',
      body: { email: { direct_message: false } },
    });
    expect(screen.getByRole('checkbox', { name: 'Connection requests' })).toBeChecked();
  });

  it('says when the settings cannot be saved and keeps them as they were', async () => {
    fakeApi({
      'GET /api/notifications/preferences': { status: 200, body: { email: allOn } },
      'PUT /api/notifications/preferences': {
        status: 400,
        body: { message: 'Invalid input', code: 'VALIDATION_FAILED' },
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Project invitations' }));
    expect(await screen.findByText('Failed to save your notification settings')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Project invitations' })).toBeChecked();
  });

  it('says when the settings cannot be loaded', async () => {
    fakeApi({
      'GET /api/notifications/preferences': {
        status: 403,
        body: { message: 'Forbidden', code: 'FORBIDDEN' },
      },
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your notification settings',
    );
  });
});
