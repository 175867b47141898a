import { REALTIME_FRAMES, type ClientFrame } from '@filmcollab/contracts/realtime';
import { RealtimeClient, type WebSocketLike } from '../realtime/realtime-client';
import { setRealtimeClient } from '../realtime/realtime-connection';

/** A WebSocket stand-in: tests open it, push server frames and read what the client sent. */
export class FakeRealtimeSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: ClientFrame[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** A frame from the server. */
  receive(type: string, data?: unknown, extra: { room?: string; from?: string } = {}): void {
    this.onmessage?.({ data: JSON.stringify({ type, data, ...extra }) });
  }

  /** The server accepted `auth`. */
  ready(userId = 'user-1'): void {
    this.receive(REALTIME_FRAMES.ready, {
      userId,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
  }

  /** The server (or the network) closed the socket. */
  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/**
 * Makes web-kit's realtime hooks use a client over fake sockets; `sockets` lists every socket it
 * opened, newest last. Call `uninstall()` after the test.
 */
export function installFakeRealtime() {
  const sockets: FakeRealtimeSocket[] = [];
  const client = new RealtimeClient({
    url: 'ws://localhost/realtime',
    createSocket: (url) => {
      const socket = new FakeRealtimeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
  });
  setRealtimeClient(client);
  return {
    client,
    sockets,
    latest: (): FakeRealtimeSocket | undefined => sockets[sockets.length - 1],
    /** Opens the newest socket and lets the server accept its `auth`. */
    connect(userId = 'user-1'): FakeRealtimeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('The realtime client opened no socket');
      socket.open();
      socket.ready(userId);
      return socket;
    },
    uninstall: () => setRealtimeClient(null),
  };
}
