import { REALTIME_CLOSE, REALTIME_FRAMES } from '@filmcollab/contracts/realtime';
import { installFakeRealtime } from '../testing/fake-realtime';
import type { RealtimeAuth } from './realtime-client';

function fakeAuth(token = 'token-1') {
  const listeners = new Set<() => void>();
  const state = { token: token as string | undefined, refreshOk: true };
  const auth = {
    get token() {
      return state.token;
    },
    set token(value: string | undefined) {
      state.token = value;
    },
    set refreshOk(value: boolean) {
      state.refreshOk = value;
    },
    getToken: () => state.token,
    refresh: jest.fn(async () => state.refreshOk),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
  return auth satisfies RealtimeAuth;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeClient', () => {
  let fake: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    fake = installFakeRealtime();
  });
  afterEach(() => {
    fake.uninstall();
    jest.useRealTimers();
  });

  it('authenticates with the token in the first frame, never in the URL, and re-authenticates on refresh', async () => {
    const auth = fakeAuth();
    fake.client.start(auth);
    expect(fake.client.getStatus()).toBe('connecting');
    const socket = fake.latest()!;
    expect(socket.url).toBe('ws://localhost/realtime');
    socket.open();
    await flush();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.ready();
    expect(fake.client.getStatus()).toBe('connected');
    auth.token = 'token-2';
    auth.emit();
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
    expect(fake.sockets).toHaveLength(1);
  });

  it('refreshes the token 30 s before the expiry the server announced and sends the new one', async () => {
    jest.useFakeTimers();
    const auth = fakeAuth();
    auth.refresh.mockImplementation(async () => {
      auth.token = 'token-2';
      auth.emit();
      return true;
    });
    fake.client.start(auth);
    const socket = fake.latest()!;
    socket.open();
    await jest.advanceTimersByTimeAsync(0);
    socket.receive(REALTIME_FRAMES.ready, {
      userId: 'user-1',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
    });
    await jest.advanceTimersByTimeAsync(269_000);
    expect(auth.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
  });

  it('joins wanted rooms once ready, rejoins them after a reconnect and tells readers to refetch', async () => {
    jest.useFakeTimers();
    fake.client.start(fakeAuth());
    const leave = fake.client.joinRoom('conversation:c1');
    const leaveAgain = fake.client.joinRoom('conversation:c1');
    const first = fake.latest()!;
    first.open();
    await jest.advanceTimersByTimeAsync(0);
    first.ready();
    expect(first.sent.filter((f) => f.type === 'subscribe')).toEqual([
      { type: 'subscribe', room: 'conversation:c1' },
    ]);
    first.receive(REALTIME_FRAMES.subscribed, { room: 'conversation:c1' });
    expect(fake.client.getRoomStatus('conversation:c1')).toBe('joined');

    const resumed = jest.fn();
    fake.client.onResume(resumed);
    first.serverClose(1006);
    expect(fake.client.getStatus()).toBe('reconnecting');
    await jest.advanceTimersByTimeAsync(300);
    const second = fake.latest()!;
    expect(second).not.toBe(first);
    second.open();
    await jest.advanceTimersByTimeAsync(0);
    second.ready();
    expect(second.sent).toContainEqual({ type: 'subscribe', room: 'conversation:c1' });
    expect(resumed).toHaveBeenCalledTimes(1);

    leave();
    expect(second.sent.filter((f) => f.type === 'unsubscribe')).toHaveLength(0);
    leaveAgain();
    expect(second.sent.at(-1)).toEqual({ type: 'unsubscribe', room: 'conversation:c1' });
  });

  it('backs off between failed attempts', async () => {
    jest.useFakeTimers();
    fake.client.start(fakeAuth());
    fake.latest()!.serverClose(1006);
    await jest.advanceTimersByTimeAsync(249);
    expect(fake.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.sockets).toHaveLength(2);
    fake.latest()!.serverClose(1006);
    await jest.advanceTimersByTimeAsync(499);
    expect(fake.sockets).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.sockets).toHaveLength(3);
  });

  it('refreshes the token after an expiry close, and stops when the session is gone', async () => {
    jest.useFakeTimers();
    const auth = fakeAuth();
    fake.client.start(auth);
    fake.latest()!.serverClose(REALTIME_CLOSE.TOKEN_EXPIRED.code);
    await jest.advanceTimersByTimeAsync(300);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(fake.sockets).toHaveLength(2);
    auth.refreshOk = false;
    fake.latest()!.serverClose(REALTIME_CLOSE.UNAUTHORIZED.code);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(2);
    expect(fake.client.getStatus()).toBe('disconnected');
  });

  it('does not reconnect to a server that refuses the origin', async () => {
    jest.useFakeTimers();
    fake.client.start(fakeAuth());
    fake.latest()!.serverClose(REALTIME_CLOSE.ORIGIN_NOT_ALLOWED.code);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(fake.client.getStatus()).toBe('disconnected');
  });

  it('hands frames to the handlers of their type and ignores malformed ones', () => {
    fake.client.start(fakeAuth());
    const socket = fake.connect();
    const handler = jest.fn();
    const off = fake.client.on('notification.created', handler);
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: JSON.stringify({ data: 1 }) });
    socket.receive('notification.created', { id: 'n1' });
    expect(handler).toHaveBeenCalledWith(
      { id: 'n1' },
      { type: 'notification.created', data: { id: 'n1' } },
    );
    off();
    socket.receive('notification.created', { id: 'n2' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('marks a refused room forbidden and sends signals only to joined rooms', () => {
    fake.client.start(fakeAuth());
    const socket = fake.connect();
    fake.client.joinRoom('conversation:c2');
    expect(fake.client.signal('conversation:c2', 'signal.typing', { typing: true })).toBe(false);
    socket.receive(REALTIME_FRAMES.error, {
      code: 'ROOM_FORBIDDEN',
      message: 'Not allowed',
      room: 'conversation:c2',
    });
    expect(fake.client.getRoomStatus('conversation:c2')).toBe('forbidden');
    fake.client.joinRoom('conversation:c3');
    socket.receive(REALTIME_FRAMES.subscribed, { room: 'conversation:c3' });
    expect(fake.client.signal('conversation:c3', 'signal.typing', { typing: true })).toBe(true);
    expect(socket.sent.at(-1)).toEqual({
      type: 'signal',
      room: 'conversation:c3',
      name: 'signal.typing',
      data: { typing: true },
    });
  });
});
