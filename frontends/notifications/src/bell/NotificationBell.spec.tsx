import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, installFakeRealtime, renderLikeShell } from '@filmcollab/web-kit/testing';
import type { Notification } from '@filmcollab/contracts/notifications';
import { aNotification, anApplicationNotification } from '../testing/notification-builders';
import NotificationBell from './NotificationBell';

const alice = { id: 'u1', username: 'alice' };

function listReply(items: Notification[], unreadCount = items.filter((i) => !i.isRead).length) {
  return { status: 200, body: { items, unreadCount } };
}

describe('NotificationBell', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    realtime = installFakeRealtime();
  });
  afterEach(() => realtime.uninstall());

  const showBell = () =>
    renderLikeShell(<NotificationBell />, { path: '*', url: '/community', user: alice });
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });
  const openDropdown = async () => {
    await userEvent.click(bell());
    return screen.findByRole('dialog');
  };
  /** The server accepts the socket's auth. */
  const connect = async () => {
    await waitFor(() => expect(realtime.latest()).toBeDefined());
    await act(async () => {
      realtime.latest()!.open();
      await Promise.resolve();
    });
    act(() => realtime.latest()!.ready('u1'));
  };
  const push = (type: string, data: unknown) => act(() => realtime.latest()!.receive(type, data));

  it('shows the unread count capped at 99+ and names it for screen readers', async () => {
    fakeApi({ 'GET /api/notifications': listReply([aNotification()], 120) });
    await showBell();
    expect(await screen.findByRole('button', { name: 'Notifications (99+ unread)' })).toBeVisible();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
  });

  it('opens with the keyboard to the empty state', async () => {
    fakeApi({ 'GET /api/notifications': listReply([]) });
    await showBell();
    await userEvent.tab();
    expect(bell()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dropdown = await screen.findByRole('dialog');
    expect(await within(dropdown).findByText('No notifications yet')).toBeVisible();
    expect(within(dropdown).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('lists title, message and relative time, in a 24rem scrolling list', async () => {
    fakeApi({
      'GET /api/notifications': listReply([
        aNotification({ createdAt: new Date().toISOString() }),
        anApplicationNotification({
          createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          isRead: true,
        }),
      ]),
    });
    await showBell();
    const dropdown = await openDropdown();
    const items = await within(dropdown).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('New Connection Request (unread)');
    expect(items[0]).toHaveTextContent('Sam Sender wants to connect with you');
    expect(items[0]).toHaveTextContent('Just now');
    expect(items[1]).toHaveTextContent('New Project Application');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(within(dropdown).getByTestId('notification-list')).toHaveClass(
      'h-[24rem]',
      'overflow-y-auto',
    );
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/notifications': () =>
        fail ? { status: 400, body: { message: 'x', code: 'BAD' } } : listReply([]),
    });
    await showBell();
    const dropdown = await openDropdown();
    expect(await within(dropdown).findByRole('alert')).toHaveTextContent(
      'Failed to load notifications',
    );
    fail = false;
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Try again' }));
    expect(await within(dropdown).findByText('No notifications yet')).toBeVisible();
  });

  it('marks a clicked notification read and goes where its type leads', async () => {
    const application = anApplicationNotification({ id: 'app-1' });
    const { calls } = fakeApi({
      'GET /api/notifications': listReply([application]),
      'POST /api/notifications/read': { status: 200, body: { unreadCount: 0 } },
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(
      await within(dropdown).findByText('Ana applied to Night Shoot as Gaffer'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/project/p1?tab=members');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/notifications/read',
        body: { ids: ['app-1'] },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument());
  });

  it("offers 'View Profile' on application notifications", async () => {
    fakeApi({
      'GET /api/notifications': listReply([anApplicationNotification()]),
      'GET /api/profiles/ana': { status: 200, body: { id: 'ana' } },
      'POST /api/notifications/read': { status: 200, body: { unreadCount: 0 } },
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: 'View Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ana'));
  });

  it("says when the applicant's profile is gone", async () => {
    fakeApi({
      'GET /api/notifications': listReply([
        anApplicationNotification({ relatedProfileId: 'gone' }),
      ]),
      'GET /api/profiles/gone': {
        status: 404,
        body: { message: 'Not found', code: 'PROFILE_NOT_FOUND' },
      },
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: 'View Profile' }));
    expect(await screen.findByText('Unable to find applicant profile.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/community');
  });

  it("toasts 'Application Deleted' and 'Application Processed' for an application that is gone", async () => {
    fakeApi({
      'GET /api/notifications': listReply([
        anApplicationNotification({ relatedEntityType: 'orphaned_application', isRead: true }),
      ]),
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(within(dropdown).getByRole('button', { name: 'View Profile' }));
    expect(await screen.findByText('Application Deleted')).toBeVisible();
    await userEvent.click(await within(dropdown).findByText(/applied to Night Shoot/));
    expect(await screen.findByText('Application Processed')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/projects');
  });

  it('accepts a connection request from the dropdown', async () => {
    const request = aNotification({ id: 'req-note', relatedEntityId: 'request-7' });
    const { calls } = fakeApi({
      'GET /api/notifications': listReply([request]),
      'POST /api/profiles/connections/requests/request-7/accept': {
        status: 200,
        body: {
          id: 'request-7',
          senderId: 'sam',
          receiverId: 'u1',
          status: 'accepted',
          createdAt: new Date().toISOString(),
          respondedAt: new Date().toISOString(),
          sender: {
            id: 'sam',
            username: 'sam',
            fullName: 'Sam',
            profileImageUrl: null,
            primaryRole: null,
          },
          receiver: {
            id: 'u1',
            username: 'alice',
            fullName: 'Alice',
            profileImageUrl: null,
            primaryRole: null,
          },
        },
      },
      'POST /api/notifications/read': { status: 200, body: { unreadCount: 0 } },
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Connection request accepted')).toBeVisible();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/notifications/read'));
    await waitFor(() =>
      expect(within(dropdown).queryByRole('button', { name: 'Accept' })).toBeNull(),
    );
  });

  it('says when answering a connection request failed', async () => {
    fakeApi({
      'GET /api/notifications': listReply([aNotification({ relatedEntityId: 'request-8' })]),
      'POST /api/profiles/connections/requests/request-8/decline': {
        status: 409,
        body: { message: 'Already answered', code: 'CONNECTION_REQUEST_ALREADY_ANSWERED' },
      },
    });
    await showBell();
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Failed to update connection request')).toBeVisible();
  });

  it('marks all read', async () => {
    const { calls } = fakeApi({
      'GET /api/notifications': listReply([aNotification(), aNotification()]),
      'POST /api/notifications/read-all': { status: 200, body: { unreadCount: 0 } },
    });
    await showBell();
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('2');
    const dropdown = await openDropdown();
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/notifications/read-all')).toHaveLength(1);
    expect(within(dropdown).queryByText(/\(unread\)/)).toBeNull();
  });

  it('raises the badge and lists pushed notifications live, without polling', async () => {
    const { calls } = fakeApi({ 'GET /api/notifications': listReply([]) });
    await showBell();
    await connect();
    await screen.findByRole('button', { name: 'Notifications' });
    const fresh = anApplicationNotification({ createdAt: new Date().toISOString() });
    push('notification.created', { notification: fresh, unreadCount: 1 });
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('1');
    const grown = { ...fresh, count: 3, message: '3 new applications to Night Shoot' };
    push('notification.created', { notification: grown });
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('1');
    const dropdown = await openDropdown();
    const items = within(dropdown).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('3 new applications to Night Shoot');

    push('notification.read', { ids: [fresh.id], all: false, unreadCount: 0 });
    await waitFor(() => expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(1);
  });

  it('fetches the list again after the connection came back', async () => {
    const { calls } = fakeApi({ 'GET /api/notifications': listReply([]) });
    await showBell();
    await connect();
    await waitFor(() => expect(calls).toHaveLength(1));
    jest.useFakeTimers();
    try {
      act(() => realtime.latest()!.serverClose(1006));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
    } finally {
      jest.useRealTimers();
    }
    await connect();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(2),
    );
  });
});
