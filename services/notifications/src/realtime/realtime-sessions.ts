import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { type NatsConnection } from '@nats-io/transport-node';
import {
  ClientFrameSchema,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_FRAMES,
  REALTIME_MAX_ROOMS_PER_SOCKET,
  REALTIME_MAX_SIGNAL_BYTES,
  REALTIME_SUBJECTS,
  ROOM_ACCESS_CACHE_SECONDS,
  type ClientFrame,
  type RealtimeErrorFrame,
  type RealtimeRoom,
  type RealtimeRoomDelivery,
  type RealtimeRoomEviction,
  type RealtimeSignalNotice,
  type RealtimeSocketNotice,
  type RealtimeUserDelivery,
  type ServerFrame,
} from '@filmcollab/contracts';
import {
  AccessTokenVerifier,
  Clock,
  InjectConfig,
  InjectNatsConnection,
  type BaseConfig,
} from '@filmcollab/service-kit';
import type { NotificationsConfig } from '../config/notifications-config.schema';
import { RealtimeConnection } from './realtime-connection';
import { RoomAccess } from './room-access';

/**
 * Whether any socket of the user on this replica is in the room, told on every join and leave. A
 * join is confirmed to the socket once the listeners' promises settle.
 */
export type RoomPresenceListener = (
  userId: string,
  room: string,
  present: boolean,
) => void | Promise<void>;

/**
 * The sockets this replica holds and the protocol on them (contracts' realtime-protocol.ts):
 * authentication and re-authentication, expiry, rooms, signals, and delivering frames by user and
 * by room. Other replicas hold other sockets; each delivers to its own.
 */
@Injectable()
export class RealtimeSessions
  implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Realtime');
  private readonly connections = new Map<WebSocket, RealtimeConnection>();
  private readonly byUser = new Map<string, Set<RealtimeConnection>>();
  private readonly byRoom = new Map<string, Set<RealtimeConnection>>();
  private readonly origins: ReadonlySet<string>;
  private readonly roomPresenceListeners: RoomPresenceListener[] = [];
  private sweepTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectConfig() private readonly config: BaseConfig & NotificationsConfig,
    @InjectNatsConnection() private readonly nats: NatsConnection,
    private readonly verifier: AccessTokenVerifier,
    private readonly roomAccess: RoomAccess,
    private readonly clock: Clock,
  ) {
    this.origins = new Set(config.WEB_ORIGINS);
  }

  onModuleInit(): void {
    this.sweepTimer = setInterval(() => this.sweep(), this.config.REALTIME_SWEEP_MS);
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.config.REALTIME_HEARTBEAT_MS);
    this.sweepTimer.unref();
    this.heartbeatTimer.unref();
  }

  /** Clients hear 1001 and reconnect (to another replica) before the HTTP server goes. */
  beforeApplicationShutdown(): void {
    for (const connection of this.connections.values()) connection.close('GOING_AWAY');
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
    clearInterval(this.heartbeatTimer);
  }

  open(socket: WebSocket, request: IncomingMessage): void {
    const connection = new RealtimeConnection(socket);
    this.connections.set(socket, connection);
    socket.on('pong', () => (connection.alive = true));
    // Browsers always send Origin; a client without one is not a page another site could open.
    const origin = request.headers.origin;
    if (origin !== undefined && !this.origins.has(origin)) {
      connection.close('ORIGIN_NOT_ALLOWED');
      return;
    }
    connection.authTimer = setTimeout(() => {
      if (!connection.authenticated) connection.close('UNAUTHORIZED');
    }, REALTIME_AUTH_TIMEOUT_MS);
  }

  closed(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    clearTimeout(connection.authTimer);
    for (const room of connection.rooms) this.leaveIndex(this.byRoom, room, connection);
    if (connection.userId) {
      this.leaveIndex(this.byUser, connection.userId, connection);
      for (const room of connection.rooms) void this.roomPresenceChanged(connection.userId, room);
      this.notifySocket(connection, 'closed');
    }
  }

  onRoomPresence(listener: RoomPresenceListener): void {
    this.roomPresenceListeners.push(listener);
  }

  async onFrame(socket: WebSocket, text: string): Promise<void> {
    const connection = this.connections.get(socket);
    if (!connection || connection.closing) return;
    const now = Date.now();
    if (!connection.takeFrameToken(now)) {
      if (now - connection.limitedNoticeAt >= 1000) {
        connection.limitedNoticeAt = now;
        this.error(connection, { code: 'RATE_LIMITED', message: 'Too many frames' });
      }
      return;
    }
    let frame: ClientFrame;
    try {
      const parsed = ClientFrameSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw parsed.error;
      frame = parsed.data;
    } catch {
      this.error(connection, { code: 'BAD_FRAME', message: 'Frame not understood' });
      return;
    }
    if (frame.type === 'auth') return this.authenticate(connection, frame.token);
    if (!connection.authenticated) {
      this.error(connection, { code: 'NOT_AUTHENTICATED', message: 'Send auth first' });
      return;
    }
    switch (frame.type) {
      case 'ping':
        connection.send({ type: REALTIME_FRAMES.pong });
        return;
      case 'subscribe':
        return this.subscribe(connection, frame.room);
      case 'unsubscribe':
        this.leaveRoom(connection, frame.room);
        connection.send({
          type: REALTIME_FRAMES.unsubscribed,
          data: { room: frame.room, reason: 'requested' },
        });
        return;
      case 'signal':
        return this.signal(connection, frame.room, frame.name, frame.data);
    }
  }

  /** Whether a socket of this user on this replica is in the room. */
  hasUserInRoom(userId: string, room: string): boolean {
    for (const connection of this.byUser.get(userId) ?? []) {
      if (connection.rooms.has(room)) return true;
    }
    return false;
  }

  /** To every socket of each user this replica holds. */
  deliverToUsers(delivery: RealtimeUserDelivery): number {
    const text = JSON.stringify({ type: delivery.type, data: delivery.data } satisfies ServerFrame);
    let sent = 0;
    for (const userId of delivery.userIds) {
      for (const connection of this.byUser.get(userId) ?? []) {
        connection.sendRaw(text);
        sent++;
      }
    }
    return sent;
  }

  deliverToRoom(delivery: RealtimeRoomDelivery): number {
    const members = this.byRoom.get(delivery.room);
    if (!members) return 0;
    const frame: ServerFrame = { type: delivery.type, data: delivery.data, room: delivery.room };
    const text = JSON.stringify(frame);
    let sent = 0;
    for (const connection of members) {
      if (connection.userId === delivery.exceptUserId) continue;
      connection.sendRaw(text);
      sent++;
    }
    return sent;
  }

  evict(eviction: RealtimeRoomEviction): void {
    const userIds = new Set(eviction.userIds);
    for (const connection of [...(this.byRoom.get(eviction.room) ?? [])]) {
      if (!connection.userId || !userIds.has(connection.userId)) continue;
      connection.allowedRooms.delete(eviction.room);
      this.leaveRoom(connection, eviction.room);
      connection.send({
        type: REALTIME_FRAMES.unsubscribed,
        data: { room: eviction.room, reason: 'evicted' },
      });
    }
  }

  private async authenticate(connection: RealtimeConnection, token: string): Promise<void> {
    const verified = await this.verifier.verify(token);
    // The socket may have gone while the token was checked.
    if (connection.closing || !this.connections.has(connection.socket)) return;
    if (!verified || (connection.userId && connection.userId !== verified.user.id)) {
      connection.close('UNAUTHORIZED');
      return;
    }
    clearTimeout(connection.authTimer);
    const first = !connection.authenticated;
    connection.userId = verified.user.id;
    connection.sessionId = verified.sessionId;
    connection.expiresAtMs = verified.expiresAt.getTime();
    if (first) {
      this.joinIndex(this.byUser, verified.user.id, connection);
      this.notifySocket(connection, 'opened');
    }
    connection.send({
      type: REALTIME_FRAMES.ready,
      data: { userId: verified.user.id, expiresAt: verified.expiresAt.toISOString() },
    });
  }

  private async subscribe(connection: RealtimeConnection, room: string): Promise<void> {
    const userId = connection.userId!;
    if (connection.rooms.has(room)) {
      connection.send({ type: REALTIME_FRAMES.subscribed, data: { room } });
      return;
    }
    if (connection.rooms.size + connection.pendingRooms.size >= REALTIME_MAX_ROOMS_PER_SOCKET) {
      this.error(connection, { code: 'TOO_MANY_ROOMS', message: 'Too many rooms', room });
      return;
    }
    const now = this.clock.now().getTime();
    let answer: 'allowed' | 'forbidden' | 'unavailable' = 'allowed';
    if ((connection.allowedRooms.get(room) ?? 0) <= now) {
      if (connection.pendingRooms.has(room)) return;
      connection.pendingRooms.add(room);
      try {
        answer = await this.roomAccess.check(userId, room);
      } finally {
        connection.pendingRooms.delete(room);
      }
      if (answer === 'allowed') {
        connection.allowedRooms.set(room, now + ROOM_ACCESS_CACHE_SECONDS * 1000);
      }
    }
    if (connection.closing || !this.connections.has(connection.socket)) return;
    if (answer === 'forbidden') {
      this.error(connection, { code: 'ROOM_FORBIDDEN', message: 'Not allowed in this room', room });
      return;
    }
    if (answer === 'unavailable') {
      this.error(connection, { code: 'ROOM_UNAVAILABLE', message: 'Try again later', room });
      return;
    }
    connection.rooms.add(room);
    this.joinIndex(this.byRoom, room, connection);
    await this.roomPresenceChanged(userId, room);
    connection.send({ type: REALTIME_FRAMES.subscribed, data: { room } });
  }

  private signal(connection: RealtimeConnection, room: string, name: string, data: unknown): void {
    if (!connection.rooms.has(room)) {
      this.error(connection, { code: 'NOT_SUBSCRIBED', message: 'Subscribe first', room });
      return;
    }
    const json = JSON.stringify(data ?? null);
    if (Buffer.byteLength(json) > REALTIME_MAX_SIGNAL_BYTES) {
      this.error(connection, { code: 'SIGNAL_TOO_LARGE', message: 'Signal too large', room });
      return;
    }
    const userId = connection.userId!;
    // Delivered by every replica (this one included) when the notice comes back from NATS.
    const notice: RealtimeSignalNotice = {
      room: room as RealtimeRoom,
      userId,
      type: name,
      data: data ?? null,
      at: this.clock.now().toISOString(),
    };
    this.publish(REALTIME_SUBJECTS.signal, notice);
  }

  /** A signal reaches the room's sockets of the other users. */
  deliverSignal(signal: Pick<RealtimeSignalNotice, 'room' | 'userId' | 'type' | 'data'>): void {
    const members = this.byRoom.get(signal.room);
    if (!members) return;
    const text = JSON.stringify({
      type: signal.type,
      room: signal.room,
      from: signal.userId,
      data: signal.data,
    } satisfies ServerFrame);
    for (const member of members) if (member.userId !== signal.userId) member.sendRaw(text);
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const connection of this.connections.values()) {
      if (!connection.authenticated || connection.closing) continue;
      if (this.verifier.sessionEnded(connection.sessionId)) {
        connection.close('UNAUTHORIZED', 'Session ended');
      } else if (connection.expiresAtMs + this.config.REALTIME_TOKEN_GRACE_MS <= now) {
        connection.close('TOKEN_EXPIRED');
      }
    }
  }

  private heartbeat(): void {
    for (const connection of this.connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  private leaveRoom(connection: RealtimeConnection, room: string): void {
    if (!connection.rooms.delete(room)) return;
    this.leaveIndex(this.byRoom, room, connection);
    if (connection.userId) void this.roomPresenceChanged(connection.userId, room);
  }

  private async roomPresenceChanged(userId: string, room: string): Promise<void> {
    const present = this.hasUserInRoom(userId, room);
    await Promise.all(
      this.roomPresenceListeners.map((listener) => listener(userId, room, present)),
    );
  }

  private error(connection: RealtimeConnection, error: RealtimeErrorFrame): void {
    connection.send({ type: REALTIME_FRAMES.error, data: error });
  }

  private notifySocket(connection: RealtimeConnection, state: RealtimeSocketNotice['state']): void {
    const notice: RealtimeSocketNotice = {
      userId: connection.userId!,
      socketId: connection.id,
      state,
      at: this.clock.now().toISOString(),
    };
    this.publish(REALTIME_SUBJECTS.socket, notice);
  }

  private publish(subject: string, body: unknown): void {
    if (this.nats.isClosed() || this.nats.isDraining()) return;
    try {
      this.nats.publish(subject, JSON.stringify(body));
    } catch (error) {
      this.logger.warn({ err: error, subject }, 'Realtime notice not published');
    }
  }

  private joinIndex(
    index: Map<string, Set<RealtimeConnection>>,
    key: string,
    connection: RealtimeConnection,
  ): void {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(connection);
  }

  private leaveIndex(
    index: Map<string, Set<RealtimeConnection>>,
    key: string,
    connection: RealtimeConnection,
  ): void {
    const set = index.get(key);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) index.delete(key);
  }
}
