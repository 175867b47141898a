import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aMessage, anEntry, aPerson, renderSignedIn, viewer } from '../testing/render-messaging';
import { EMOJIS } from '../thread/emojis';
import MessagesPage from './MessagesPage';

const contactOfBo = {
  user: aPerson('bo', 'Bo Editor'),
  presence: { userId: 'bo', status: 'online', lastSeen: null },
  canMessage: true,
  conversationId: 'c-bo',
};

function showMessages(url: string) {
  return renderSignedIn(<MessagesPage />, { path: '/messages/:selectedUserId?', url });
}

const presenceRoute = { 'PUT /api/messaging/presence': { status: 204 } };

afterEach(() => jest.useRealTimers());

describe('MessagesPage', () => {
  it('opens the first conversation from /messages (history replaced) and lists each with its details', async () => {
    const long = 'x'.repeat(60);
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': {
        status: 200,
        body: {
          conversations: [
            anEntry({ unreadCount: 120, lastMessage: long }),
            anEntry({
              id: 'c-cy',
              otherUser: aPerson('cy', 'Cy Actor'),
              presence: { userId: 'cy', status: 'away', lastSeen: null },
              lastMessageAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
              lastMessage: 'ok',
            }),
          ],
        },
      },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    await showMessages('/messages');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/bo'));
    const list = screen.getByRole('list', { name: 'Conversations' });
    const [bo, cy] = within(list).getAllByRole('link');
    expect(bo).toHaveAttribute('aria-current', 'page');
    expect(within(bo).getByTestId('last-message')).toHaveTextContent(`${'x'.repeat(50)}...`);
    expect(within(bo).getByTestId('count-badge')).toHaveTextContent('99+');
    expect(within(bo).getByRole('img', { name: 'Online' })).toHaveClass('bg-green-500');
    expect(within(bo).getByText('Just now')).toBeInTheDocument();
    expect(within(cy).getByRole('img', { name: 'Away' })).toHaveClass('bg-yellow-400');
    expect(within(cy).getByText('3 hours ago')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'cy');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zed');
    expect(screen.getByText('No matching conversations')).toBeInTheDocument();
  });

  it('shows the empty texts when there is no conversation (and on a failed read)', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 400, body: { message: 'x', code: 'X' } },
    });
    await showMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/);
  });

  it('shows the thread: own messages with ticks (blue when read), skips malformed ones, marks read on open', async () => {
    const api = fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': {
        status: 200,
        body: { conversations: [anEntry({ unreadCount: 3 })] },
      },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: {
          messages: [
            aMessage({ id: 'm1', text: 'Are you free Thursday?' }),
            aMessage({ id: 'm2', senderId: viewer.id, receiverId: 'bo', text: 'Yes!', read: true }),
            aMessage({ id: 'm3', senderId: viewer.id, receiverId: 'bo', text: 'Camera B?' }),
            { ...aMessage({ id: 'm4' }), text: null },
            { ...aMessage({ id: 'm5', text: 'no sender' }), senderId: undefined },
          ],
          nextCursor: null,
        },
      },
      'POST /api/messaging/conversations/c-bo/read': {
        status: 200,
        body: {
          marked: 2,
          messageIds: ['m1', 'm4'],
          readAt: new Date().toISOString(),
          unreadTotal: 1,
        },
      },
    });
    await showMessages('/messages/bo');

    expect(await screen.findByText('Are you free Thursday?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bo Editor' })).toHaveAttribute('href', '/profile/bo');
    expect(screen.getByTestId('presence-text')).toHaveTextContent('Online');
    const ticks = screen.getAllByTestId('read-tick');
    expect(ticks.map((t) => t.getAttribute('aria-label'))).toEqual(['Read', 'Sent']);
    expect(ticks[0]).toHaveClass('text-blue-700');
    expect(screen.getByText('[Message content unavailable]')).toBeInTheDocument();
    expect(screen.queryByText('no sender')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/c-bo/read'))).toBe(
        true,
      ),
    );
    // The two read come off the list's badge once, whether their push arrives too or not.
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('1'));
  });

  it('disables the input with the spec text for someone the viewer may not message', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [] } },
      'GET /api/messaging/contacts/zed': {
        status: 200,
        body: {
          ...contactOfBo,
          user: aPerson('zed', 'Zed'),
          canMessage: false,
          conversationId: null,
        },
      },
    });
    await showMessages('/messages/zed');
    expect(
      await screen.findByText('You can only message users from your projects.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('sends with Enter, not with Shift+Enter, and the new conversation shows the message', async () => {
    const api = fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [] } },
      'GET /api/messaging/contacts/bo': {
        status: 200,
        body: { ...contactOfBo, conversationId: null },
      },
      'POST /api/messaging/messages': {
        status: 201,
        body: aMessage({
          id: 'new',
          senderId: viewer.id,
          receiverId: 'bo',
          text: 'Line one\nLine two',
        }),
      },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: {
          messages: [
            aMessage({
              id: 'new',
              senderId: viewer.id,
              receiverId: 'bo',
              text: 'Line one\nLine two',
            }),
          ],
          nextCursor: null,
        },
      },
    });
    await showMessages('/messages/bo');
    const input = await screen.findByRole('textbox', { name: 'Type a message' });
    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(input).toHaveValue('Line one\nLine two');
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/api/messaging/messages')?.body,
    ).toEqual({
      receiverId: 'bo',
      text: 'Line one\nLine two',
    });
    expect(await screen.findByTestId('own-message')).toHaveTextContent('Line one');
  });

  it("shows '{name} is typing...' from the peer's signal, until they stop", async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    const { connect } = await showMessages('/messages/bo');
    await screen.findByText('No messages yet');
    const socket = await connect();
    expect(socket.sent).toContainEqual({ type: 'subscribe', room: 'conversation:c-bo' });
    act(() =>
      socket.receive('signal.typing', { typing: true }, { room: 'conversation:c-bo', from: 'bo' }),
    );
    expect(screen.getByText('Bo Editor is typing...')).toBeInTheDocument();
    act(() =>
      socket.receive('signal.typing', { typing: false }, { room: 'conversation:c-bo', from: 'bo' }),
    );
    expect(screen.queryByText('Bo Editor is typing...')).not.toBeInTheDocument();
  });

  it('signals typing while the viewer types and stops 1 s after the last key', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    const { connect } = await showMessages('/messages/bo');
    await screen.findByText('No messages yet');
    const socket = await connect();
    act(() => socket.receive('realtime.subscribed', { room: 'conversation:c-bo' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Type a message' }), 'hi');
    const typingFrames = () => socket.sent.filter((f) => f.type === 'signal');
    expect(typingFrames()).toEqual([
      { type: 'signal', room: 'conversation:c-bo', name: 'signal.typing', data: { typing: true } },
    ]);
    act(() => jest.advanceTimersByTime(1000));
    expect(typingFrames()[1]).toMatchObject({ data: { typing: false } });
  });

  it('adds pushed messages live and turns ticks blue when the peer reads', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: {
          messages: [
            aMessage({ id: 'mine', senderId: viewer.id, receiverId: 'bo', text: 'Ready?' }),
          ],
          nextCursor: null,
        },
      },
      'POST /api/messaging/conversations/c-bo/read': {
        status: 200,
        body: {
          marked: 1,
          messageIds: ['theirs'],
          readAt: new Date().toISOString(),
          unreadTotal: 0,
        },
      },
    });
    const { connect } = await showMessages('/messages/bo');
    await screen.findByText('Ready?');
    const socket = await connect();
    act(() => socket.receive('message.created', aMessage({ id: 'theirs', text: 'Ready!' })));
    const thread = screen.getByRole('log', { name: 'Messages with Bo Editor' });
    expect(await within(thread).findByText('Ready!')).toBeInTheDocument();
    // The list shows it as the last message too.
    expect(screen.getByTestId('last-message')).toHaveTextContent('Ready!');
    act(() =>
      socket.receive('message.read', {
        conversationId: 'c-bo',
        readerId: 'bo',
        messageIds: ['mine'],
        readAt: new Date().toISOString(),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('read-tick')).toHaveAttribute('aria-label', 'Read'),
    );
  });

  it("searches the thread, says 'No messages found', and clears", async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': (request) => ({
        status: 200,
        body: {
          messages: new URL(request.url).searchParams.get('q')
            ? []
            : [aMessage({ text: 'Hello there', read: true })],
          nextCursor: null,
        },
      }),
    });
    await showMessages('/messages/bo');
    await screen.findByText('Hello there');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search messages' }), 'rooftop');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search messages' })).toHaveValue('');
  });

  it('offers about 100 emojis in 8 columns and inserts the chosen one', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    await showMessages('/messages/bo');
    await userEvent.click(await screen.findByRole('button', { name: 'Add emoji' }));
    const grid = screen.getByTestId('emoji-grid');
    expect(within(grid).getAllByRole('button')).toHaveLength(EMOJIS.length);
    expect(EMOJIS.length).toBeGreaterThanOrEqual(90);
    expect(grid.style.gridTemplateColumns).toBe('repeat(8, minmax(0, 1fr))');
    await userEvent.click(within(grid).getByRole('button', { name: '🎬' }));
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toHaveValue('🎬');
    expect(screen.queryByTestId('emoji-grid')).not.toBeInTheDocument();
  });

  it('goes online on entering messaging and offline on leaving', async () => {
    const api = fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [] } },
    });
    const { unmount } = await showMessages('/messages');
    await screen.findByText('No conversations yet');
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/api/messaging/presence').map((c) => c.body),
      ).toEqual([{ status: 'online' }]),
    );
    unmount();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/messaging/presence')).toHaveLength(2),
    );
    expect(api.calls.filter((c) => c.path === '/api/messaging/presence')[1].body).toEqual({
      status: 'offline',
    });
  });

  it('loads older messages above the latest page', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': (request) => {
        const before = new URL(request.url).searchParams.get('before');
        return {
          status: 200,
          body: before
            ? {
                messages: [aMessage({ id: 'old', text: 'From last week', read: true })],
                nextCursor: null,
              }
            : {
                messages: [aMessage({ id: 'new', text: 'From today', read: true })],
                nextCursor: 'cursor-1',
              },
        };
      },
    });
    await showMessages('/messages/bo');
    await screen.findByText('From today');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    const thread = screen.getByRole('log', { name: 'Messages with Bo Editor' });
    await within(thread).findByText('From last week');
    const texts = within(thread)
      .getAllByTestId('their-message')
      .map((m) => m.textContent ?? '');
    expect(texts[0]).toContain('From last week');
    expect(texts[1]).toContain('From today');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it("says 'Realtime subscription error' when the conversation's room is refused", async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    const { connect } = await showMessages('/messages/bo');
    await screen.findByText('No messages yet');
    const socket = await connect();
    act(() =>
      socket.receive('realtime.error', {
        code: 'ROOM_FORBIDDEN',
        message: 'no',
        room: 'conversation:c-bo',
      }),
    );
    expect(await screen.findByText('Realtime subscription error')).toBeInTheDocument();
  });

  it("shows the viewer's sent message at once, even without the realtime socket", async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [aMessage({ text: 'Earlier', read: true })], nextCursor: null },
      },
      'POST /api/messaging/messages': {
        status: 201,
        body: aMessage({ id: 'sent', senderId: viewer.id, receiverId: 'bo', text: 'On my way' }),
      },
    });
    await showMessages('/messages/bo');
    await screen.findByText('Earlier');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Type a message' }),
      'On my way{Enter}',
    );
    expect(await screen.findByTestId('own-message')).toHaveTextContent('On my way');
    expect(screen.getByTestId('last-message')).toHaveTextContent('On my way');
  });

  it('goes back to the list from a thread without being sent to the first conversation again', async () => {
    fakeApi({
      ...presenceRoute,
      'GET /api/messaging/conversations': { status: 200, body: { conversations: [anEntry()] } },
      'GET /api/messaging/contacts/bo': { status: 200, body: contactOfBo },
      'GET /api/messaging/conversations/c-bo/messages': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    await showMessages('/messages/bo');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to conversations' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/);
    expect(await screen.findByText('Select a conversation to start messaging')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/);
  });
});
