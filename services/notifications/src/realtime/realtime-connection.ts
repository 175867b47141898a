import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_MAX_FRAMES_PER_SECOND,
  type RealtimeCloseName,
  type ServerFrame,
} from '@filmcollab/contracts';

const BURST = REALTIME_MAX_FRAMES_PER_SECOND * 2;

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
  private tokens = BURST;
  private refilledAt = Date.now();
  /** When the last RATE_LIMITED error went out (one a second at most). */
  limitedNoticeAt = 0;

  constructor(readonly socket: WebSocket) {}

  get authenticated(): boolean {
    return this.userId !== undefined;
  }

  /** A token bucket: `REALTIME_MAX_FRAMES_PER_SECOND`, bursts of twice that. */
  takeFrameToken(nowMs: number): boolean {
    const refill = ((nowMs - this.refilledAt) / 1000) * REALTIME_MAX_FRAMES_PER_SECOND;
    this.tokens = Math.min(BURST, this.tokens + refill);
    this.refilledAt = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
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
