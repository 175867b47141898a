import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aChatMessage, aPerson, renderSignedIn, viewer } from '../testing/render-messaging';
import ProjectGroupChat from './ProjectGroupChat';

function showChat() {
  return renderSignedIn(<ProjectGroupChat projectId="p1" />, { path: '/', url: '/' });
}

describe('ProjectGroupChat', () => {
  it("shows 'No messages yet' / 'Start the conversation!' and the connection dot", async () => {
    fakeApi({
      'GET /api/messaging/projects/p1/chat': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
    });
    const { connect } = await showChat();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message the team' })).toHaveAttribute('rows', '2');
    expect(screen.getByRole('img', { name: 'Reconnecting' })).toBeInTheDocument();
    const socket = await connect();
    expect(screen.getByRole('img', { name: 'Connected' })).toHaveClass('bg-green-500');
    expect(socket.sent).toContainEqual({ type: 'subscribe', room: 'project-chat:p1' });
  });

  it('groups messages by date and adds pushed ones of this room only', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    fakeApi({
      'GET /api/messaging/projects/p1/chat': {
        status: 200,
        body: {
          messages: [
            aChatMessage({
              id: 'old',
              text: 'Yesterday’s notes',
              createdAt: yesterday.toISOString(),
            }),
            aChatMessage({ id: 'new', text: 'Today’s call sheet' }),
          ],
          nextCursor: null,
        },
      },
    });
    const { connect } = await showChat();
    expect(await screen.findByRole('region', { name: 'Yesterday' })).toHaveTextContent(
      'Yesterday’s notes',
    );
    const today = screen.getByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('Today’s call sheet');
    const socket = await connect();
    act(() =>
      socket.receive('chat.message_created', aChatMessage({ id: 'live', text: 'Live one' }), {
        room: 'project-chat:p1',
      }),
    );
    act(() =>
      socket.receive(
        'chat.message_created',
        aChatMessage({ id: 'other', text: 'Elsewhere', projectId: 'p2' }),
        {
          room: 'project-chat:p2',
        },
      ),
    );
    expect(await within(today).findByText('Live one')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it("sends optimistically, shows 'Tap to retry' on failure and resends the same message", async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/messaging/projects/p1/chat': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
      'POST /api/messaging/projects/p1/chat': async (request) => {
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { message: 'down', code: 'UNAVAILABLE' } };
        const body = (await request.json()) as { text: string; clientId: string };
        return {
          status: 201,
          body: aChatMessage({
            id: 'saved',
            senderId: viewer.id,
            sender: aPerson(viewer.id, viewer.name),
            text: body.text,
            clientId: body.clientId,
          }),
        };
      },
    });
    await showChat();
    await screen.findByText('No messages yet');
    const input = screen.getByRole('textbox', { name: 'Message the team' });
    await userEvent.type(input, '   {Enter}');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(input, 'Wrap at six{Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByText('Wrap at six')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Tap to retry' });
    expect(await screen.findByText('Message failed to send')).toBeInTheDocument();
    expect(screen.getByText('Click to retry')).toBeInTheDocument();

    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tap to retry' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Wrap at six')).toHaveLength(1);
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[0].body as { clientId: string }).clientId).toBe(
      (posts[1].body as { clientId: string }).clientId,
    );
  });

  it('treats a pushed copy of an optimistic message within 10 s as the same message', async () => {
    let release: () => void = () => undefined;
    fakeApi({
      'GET /api/messaging/projects/p1/chat': {
        status: 200,
        body: { messages: [], nextCursor: null },
      },
      'POST /api/messaging/projects/p1/chat': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 201,
              body: aChatMessage({ id: 'saved', senderId: viewer.id, text: 'Rolling' }),
            });
        }),
    });
    const { connect } = await showChat();
    await screen.findByText('No messages yet');
    const socket = await connect();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message the team' }),
      'Rolling{Enter}',
    );
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    act(() =>
      socket.receive(
        'chat.message_created',
        aChatMessage({ id: 'saved', senderId: viewer.id, text: 'Rolling', clientId: null }),
        { room: 'project-chat:p1' },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    act(() => release());
    await waitFor(() => expect(screen.getAllByText('Rolling')).toHaveLength(1));
  });

  it('tells a non-member the chat is for members and disables the input', async () => {
    fakeApi({
      'GET /api/messaging/projects/p1/chat': {
        status: 403,
        body: {
          message: 'Only members of this project can use its group chat.',
          code: 'NOT_PROJECT_MEMBER',
        },
      },
    });
    await showChat();
    expect(
      await screen.findByText('Only members of this project can use its group chat.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message the team' })).toBeDisabled();
  });
});
