import { act, render, screen } from '@testing-library/react';
import { AuthProvider } from '../auth/AuthProvider';
import { initTestAuthClient } from '../testing/test-auth-client';
import { installFakeRealtime } from '../testing/fake-realtime';
import { useRealtimeEvent } from './use-realtime-event';
import { useRealtimeStatus } from './use-realtime-status';
import { useRoom } from './use-room';

function Probe({ room, onEvent }: { room: string | null; onEvent: (data: unknown) => void }) {
  const status = useRealtimeStatus();
  const joined = useRoom(room);
  useRealtimeEvent('message.created', onEvent);
  return (
    <p>
      {status} / {joined.status ?? 'none'}
    </p>
  );
}

describe('realtime hooks', () => {
  let fake: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    fake = installFakeRealtime();
  });
  afterEach(() => act(() => fake.uninstall()));

  it('connects one socket while signed in, join rooms and hand over frames', async () => {
    const auth = await initTestAuthClient({ claims: { sub: 'u1', preferred_username: 'ada' } });
    const onEvent = jest.fn();
    render(
      <AuthProvider client={auth}>
        <Probe room="conversation:c1" onEvent={onEvent} />
        <Probe room="conversation:c1" onEvent={() => undefined} />
      </AuthProvider>,
    );
    expect(screen.getAllByText('connecting / joining')).toHaveLength(2);
    expect(fake.sockets).toHaveLength(1);
    await act(async () => {
      fake.latest()!.open();
      await Promise.resolve();
    });
    const socket = fake.latest()!;
    act(() => socket.ready('u1'));
    expect(socket.sent.filter((frame) => frame.type === 'subscribe')).toHaveLength(1);
    act(() => socket.receive('realtime.subscribed', { room: 'conversation:c1' }));
    expect(screen.getAllByText('connected / joined')).toHaveLength(2);
    act(() => socket.receive('message.created', { id: 'm1' }, { room: 'conversation:c1' }));
    expect(onEvent.mock.calls[0][0]).toEqual({ id: 'm1' });
  });

  it('stays disconnected for a visitor who is not signed in', async () => {
    const auth = await initTestAuthClient();
    render(
      <AuthProvider client={auth}>
        <Probe room={null} onEvent={() => undefined} />
      </AuthProvider>,
    );
    expect(screen.getByText('disconnected / none')).toBeInTheDocument();
    expect(fake.sockets).toHaveLength(0);
  });
});
