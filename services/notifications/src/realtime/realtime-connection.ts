import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type RealtimeCloseName, type ServerFrame } from '@filmcollab/contracts';

const OPEN = 1;

/** One open socket: who it is (after `auth`), until when, and the rooms it joined. */
export class RealtimeConnection {
  readonly id = randomUUID();
  userId: string | undefined;
  sessionId: string | undefined;
  expiresAtMs = 0;
  alive = true;
  closing = false;
  readonly rooms = new Set<string>();
  /** Room → until when (ms) its owner's "allowed" answer is trusted for this socket. */
  readonly allowedRooms = new Map<string, number>();
  /** Rooms whose access question is on its way (a second subscribe waits for it). */
  readonly pendingRooms = new Set<string>();
  authTimer: NodeJS.Timeout | undefined;

  constructor(readonly socket: WebSocket) {}

  get authenticated(): boolean {
    return this.userId !== undefined;
  }

  send(frame: ServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  /** A frame already serialised once for every recipient. */
  sendRaw(text: string): void {
    if (this.socket.readyState === OPEN) this.socket.send(text);
  }

  close(name: RealtimeCloseName, reason?: string): void {
    if (this.closing) return;
    this.closing = true;
    clearTimeout(this.authTimer);
    const { code, reason: defaultReason } = REALTIME_CLOSE[name];
    this.socket.close(code, reason ?? defaultReason);
  }
}
