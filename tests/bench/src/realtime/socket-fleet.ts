import { performance } from 'node:perf_hooks';
import {
  type DirectMessage,
  DirectMessageSchema,
  MESSAGING_REALTIME,
  REALTIME_FRAMES,
  REALTIME_PATH,
} from '@filmcollab/contracts';
import WebSocket from 'ws';
import type { BenchUser } from './bench-users';
import { mapLimited } from './map-limited';

const CONNECT_CONCURRENCY = 50;
const READY_TIMEOUT_MS = 30_000;

/** A direct message as one user's socket received it, and when. */
export type MessageListener = (user: BenchUser, message: DirectMessage, receivedAt: number) => void;

/**
 * One realtime socket per user through the gateway's `/realtime` route, opened as the browser
 * client does (the platform's origin, then `auth` with the access token, until `realtime.ready`).
 */
export class SocketFleet {
  private readonly sockets: WebSocket[] = [];
  /** Sockets the server closed while the scenario ran. */
  closedEarly = 0;
  private closing = false;

  private constructor(private readonly onMessage: MessageListener) {}

  static async open(
    gatewayUrl: string,
    users: readonly BenchUser[],
    onMessage: MessageListener,
  ): Promise<SocketFleet> {
    const fleet = new SocketFleet(onMessage);
    try {
      await mapLimited(users, CONNECT_CONCURRENCY, (user) => fleet.connect(gatewayUrl, user));
    } catch (error) {
      fleet.close();
      throw error;
    }
    return fleet;
  }

  get size(): number {
    return this.sockets.length;
  }

  close(): void {
    this.closing = true;
    for (const socket of this.sockets) socket.terminate();
  }

  private connect(gatewayUrl: string, user: BenchUser): Promise<void> {
    const url = `${gatewayUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`;
    const socket = new WebSocket(url, {
      origin: new URL(gatewayUrl).origin,
      localAddress: user.client.localAddress,
      family: 4,
    });
    this.sockets.push(socket);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`socket of ${user.email}: no ${REALTIME_FRAMES.ready} in time`)),
        READY_TIMEOUT_MS,
      );
      socket.once('open', () =>
        socket.send(JSON.stringify({ type: 'auth', token: user.session.accessToken })),
      );
      socket.once('error', reject);
      socket.on('message', (raw) => {
        const receivedAt = performance.now();
        const frame = JSON.parse(String(raw)) as { type?: unknown; data?: unknown };
        if (frame.type === REALTIME_FRAMES.ready) {
          clearTimeout(timer);
          resolve();
        } else if (frame.type === MESSAGING_REALTIME.messageCreated) {
          const message = DirectMessageSchema.safeParse(frame.data);
          if (message.success) this.onMessage(user, message.data, receivedAt);
        }
      });
      socket.once('close', (code, reason) => {
        clearTimeout(timer);
        if (this.closing) return;
        this.closedEarly += 1;
        reject(new Error(`socket of ${user.email} closed: ${code} ${String(reason)}`));
      });
    });
  }
}
