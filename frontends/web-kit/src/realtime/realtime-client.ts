import {
  type ClientFrame,
  REALTIME_CLOSE,
  REALTIME_FRAMES,
  RealtimeErrorFrameSchema,
  RealtimeReadySchema,
  ServerFrameSchema,
  type ServerFrame,
} from '@filmcollab/contracts/realtime';
import { tokenValidityMs } from '../auth/token-claims';
import { reconnectDelayMs } from './realtime-backoff';

/** `connecting`: the first connection; `reconnecting`: lost and trying again; `disconnected`: stopped. */
export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** `joining` until the room's owner allowed it; `forbidden` when it refused (or evicted). */
export type RoomStatus = 'joining' | 'joined' | 'forbidden';

/** What the client needs from sign-in (the shell's `AuthClient` fits). */
export interface RealtimeAuth {
  getToken(): string | undefined;
  /** Forces a token refresh; resolves false when the session is gone. */
  refresh(): Promise<boolean>;
  /** Called after every sign-in state change, token refreshes included. */
  subscribe(listener: () => void): () => void;
}

/** The part of the browser's WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: string;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
}

export type RealtimeHandler = (data: unknown, frame: ServerFrame) => void;

const OPEN = 1;
/** A token this close to expiry is refreshed before it is sent. */
const TOKEN_MIN_VALIDITY_MS = 10_000;
/** The socket's token is refreshed this long before it expires, so the server never closes it. */
const REFRESH_AHEAD_MS = 30_000;

/**
 * One WebSocket per tab to `/realtime` (contracts' realtime-protocol.ts), shared by every remote:
 * authenticates with the access token and again after each refresh, keeps the rooms its hooks
 * want and rejoins them after a reconnect, reconnects with backoff, and hands frames to handlers
 * by type. Deliveries missed while disconnected are not replayed: `onResume` tells readers to
 * refetch.
 */
export class RealtimeClient {
  private socket: WebSocketLike | null = null;
  private auth: RealtimeAuth | null = null;
  private stopAuthListener: (() => void) | null = null;
  private status: RealtimeStatus = 'disconnected';
  private ready = false;
  private sentToken: string | undefined;
  private everReady = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly resumeListeners = new Set<() => void>();
  /** Wanted rooms and how many hooks want each. */
  private readonly roomRefs = new Map<string, number>();
  private readonly roomStates = new Map<string, RoomStatus>();
  private readonly roomListeners = new Set<() => void>();
  private readonly createSocket: (url: string) => WebSocketLike;
  private readonly random: () => number;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
    this.random = options.random ?? Math.random;
  }

  /** Connects for this signed-in session; calling it again with the same auth does nothing. */
  start(auth: RealtimeAuth): void {
    if (this.auth === auth) return;
    this.stop();
    this.auth = auth;
    this.stopAuthListener = auth.subscribe(() => this.onAuthChanged());
    this.setStatus('connecting');
    this.connect();
  }

  /** Closes the socket and stops reconnecting (sign-out). Rooms stay wanted for the next start. */
  stop(): void {
    this.stopAuthListener?.();
    this.stopAuthListener = null;
    this.auth = null;
    this.clearReconnect();
    this.dropSocket();
    this.everReady = false;
    this.attempt = 0;
    this.setStatus('disconnected');
  }

  getStatus = (): RealtimeStatus => this.status;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Called each time the socket is ready again after having been lost: refetch what may be missed. */
  onResume(listener: () => void): () => void {
    this.resumeListeners.add(listener);
    return () => this.resumeListeners.delete(listener);
  }

  on(type: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(type);
    };
  }

  /** Wants the room until the returned function is called (reference counted). */
  joinRoom(room: string): () => void {
    const refs = this.roomRefs.get(room) ?? 0;
    this.roomRefs.set(room, refs + 1);
    if (refs === 0) {
      this.setRoomState(room, 'joining');
      if (this.ready) this.send({ type: 'subscribe', room } as ClientFrame);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.roomRefs.get(room) ?? 1) - 1;
      if (remaining > 0) {
        this.roomRefs.set(room, remaining);
        return;
      }
      this.roomRefs.delete(room);
      this.setRoomState(room, undefined);
      if (this.ready) this.send({ type: 'unsubscribe', room } as ClientFrame);
    };
  }

  getRoomStatus = (room: string): RoomStatus | undefined => this.roomStates.get(room);

  onRoomStatus = (listener: () => void): (() => void) => {
    this.roomListeners.add(listener);
    return () => this.roomListeners.delete(listener);
  };

  /** Sends a `signal.*` to a joined room's other sockets; false when not connected. */
  signal(room: string, name: `signal.${string}`, data?: unknown): boolean {
    if (!this.ready || this.roomStates.get(room) !== 'joined') return false;
    return this.send({ type: 'signal', room, name, data } as ClientFrame);
  }

  private connect(): void {
    if (!this.auth) return;
    const socket = this.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => void this.authenticate(socket);
    socket.onmessage = (event) => this.onFrame(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      void this.onClosed(event.code);
    };
    socket.onerror = () => undefined; // a close always follows
  }

  private async authenticate(socket: WebSocketLike): Promise<void> {
    const auth = this.auth;
    if (!auth || this.socket !== socket) return;
    if (tokenExpiresWithin(auth.getToken(), TOKEN_MIN_VALIDITY_MS)) await auth.refresh();
    const token = auth.getToken();
    if (!token || this.socket !== socket) {
      if (!token) this.stop();
      return;
    }
    this.sentToken = token;
    this.send({ type: 'auth', token });
  }

  private onAuthChanged(): void {
    const token = this.auth?.getToken();
    // keycloak-js refreshed the token: the socket keeps running on the new one.
    if (token && token !== this.sentToken && this.socket?.readyState === OPEN && this.sentToken) {
      this.sentToken = token;
      this.send({ type: 'auth', token });
    }
  }

  private onFrame(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const result = ServerFrameSchema.safeParse(parsed);
    if (!result.success) return;
    const frame = result.data;
    switch (frame.type) {
      case REALTIME_FRAMES.ready:
        this.onReady();
        this.scheduleRefresh(frame.data);
        break;
      case REALTIME_FRAMES.subscribed:
        this.setRoomStateIfWanted(roomOf(frame), 'joined');
        break;
      case REALTIME_FRAMES.unsubscribed:
        this.setRoomStateIfWanted(roomOf(frame), 'forbidden');
        break;
      case REALTIME_FRAMES.error: {
        const error = RealtimeErrorFrameSchema.safeParse(frame.data);
        if (error.success && error.data.code === 'ROOM_FORBIDDEN' && error.data.room) {
          this.setRoomStateIfWanted(error.data.room, 'forbidden');
        }
        break;
      }
    }
    for (const handler of [...(this.handlers.get(frame.type) ?? [])]) {
      try {
        handler(frame.data, frame);
      } catch (error) {
        console.error(`Realtime handler for ${frame.type} failed`, error);
      }
    }
  }

  private onReady(): void {
    if (this.ready) return; // a re-authentication on the same socket
    this.ready = true;
    this.attempt = 0;
    for (const room of this.roomRefs.keys()) {
      this.setRoomState(room, 'joining');
      this.send({ type: 'subscribe', room } as ClientFrame);
    }
    const resumed = this.everReady;
    this.everReady = true;
    this.setStatus('connected');
    if (resumed) for (const listener of [...this.resumeListeners]) listener();
  }

  /** Refreshes the token ahead of the expiry the server announced; the new one is sent on. */
  private scheduleRefresh(data: unknown): void {
    this.clearRefresh();
    const ready = RealtimeReadySchema.safeParse(data);
    const auth = this.auth;
    if (!ready.success || !auth) return;
    const delay = Math.max(5_000, Date.parse(ready.data.expiresAt) - Date.now() - REFRESH_AHEAD_MS);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      if (this.auth === auth && this.ready) void auth.refresh();
    }, delay);
  }

  private clearRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private async onClosed(code: number): Promise<void> {
    this.clearRefresh();
    this.socket = null;
    this.ready = false;
    this.sentToken = undefined;
    if (!this.auth) return;
    if (code === REALTIME_CLOSE.ORIGIN_NOT_ALLOWED.code) {
      this.stop();
      return;
    }
    this.setStatus(this.everReady ? 'reconnecting' : 'connecting');
    if (code === REALTIME_CLOSE.UNAUTHORIZED.code || code === REALTIME_CLOSE.TOKEN_EXPIRED.code) {
      const auth = this.auth;
      const refreshed = await auth.refresh();
      if (this.auth !== auth) return;
      if (!refreshed) {
        this.stop();
        return;
      }
    }
    const delay = reconnectDelayMs(this.attempt, this.random);
    this.attempt += 1;
    this.clearReconnect();
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private dropSocket(): void {
    this.clearRefresh();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    this.sentToken = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'Signed out');
    }
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private setRoomStateIfWanted(room: string | undefined, state: RoomStatus): void {
    if (room && this.roomRefs.has(room)) this.setRoomState(room, state);
  }

  private setRoomState(room: string, state: RoomStatus | undefined): void {
    if (this.roomStates.get(room) === state) return;
    if (state) this.roomStates.set(room, state);
    else this.roomStates.delete(room);
    for (const listener of [...this.roomListeners]) listener();
  }
}

function roomOf(frame: ServerFrame): string | undefined {
  const data = frame.data as { room?: unknown } | undefined;
  return typeof data?.room === 'string' ? data.room : frame.room;
}

/** True when there is no token or its `exp` is within `ms` (an unreadable one is sent as is). */
function tokenExpiresWithin(token: string | undefined, ms: number): boolean {
  if (!token) return true;
  const validity = tokenValidityMs(token);
  return validity !== null && validity < ms;
}
