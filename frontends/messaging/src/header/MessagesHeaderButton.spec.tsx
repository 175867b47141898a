import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aMessage, renderSignedIn, viewer } from '../testing/render-messaging';
import MessagesHeaderButton from './MessagesHeaderButton';

describe('MessagesHeaderButton', () => {
  it("shows the unread total capped at '99+' and opens /messages", async () => {
    fakeApi({ 'GET /api/messaging/unread-count': { status: 200, body: { total: 150 } } });
    await renderSignedIn(<MessagesHeaderButton />, { path: '/', url: '/' });
    const link = await screen.findByRole('link', { name: 'Messages (99+ unread)' });
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/messages');
  });

  it('rises when a message arrives and drops when it is read, never below 0, without polling', async () => {
    const api = fakeApi({ 'GET /api/messaging/unread-count': { status: 200, body: { total: 0 } } });
    const { connect } = await renderSignedIn(<MessagesHeaderButton />, { path: '/', url: '/' });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
    const socket = await connect();

    act(() => socket.receive('message.created', aMessage({ id: 'a' })));
    act(() => socket.receive('message.created', aMessage({ id: 'b' })));
    // The viewer's own message to someone else does not count.
    act(() =>
      socket.receive(
        'message.created',
        aMessage({ id: 'c', senderId: viewer.id, receiverId: 'bo' }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('2'));

    act(() =>
      socket.receive('message.read', {
        conversationId: 'c-bo',
        readerId: viewer.id,
        messageIds: ['a', 'b', 'x', 'y'],
        readAt: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/messaging/unread-count')).toHaveLength(1);
  });

  it('drops once for messages whose reading it already counted', async () => {
    fakeApi({ 'GET /api/messaging/unread-count': { status: 200, body: { total: 3 } } });
    const { connect } = await renderSignedIn(<MessagesHeaderButton />, { path: '/', url: '/' });
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('3'));
    const socket = await connect();
    const read = {
      conversationId: 'c-bo',
      readerId: viewer.id,
      messageIds: ['once-1'],
      readAt: new Date().toISOString(),
    };
    act(() => socket.receive('message.read', read));
    act(() => socket.receive('message.read', read));
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('2'));
  });
});
