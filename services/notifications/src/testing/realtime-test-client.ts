import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '@filmcollab/contracts';

/** A `/realtime` client for integration tests: records frames and the close. */
export class RealtimeTestClient {
  readonly frames: ServerFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens `<baseUrl>/realtime` (http → ws) with the given Origin. */
  static async open(
    baseUrl: string,
    origin = 'http://localhost:8000',
  ): Promise<RealtimeTestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/realtime`, { origin });
    const client = new RealtimeTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Opens and authenticates; resolves once `realtime.ready` came. */
  static async signedIn(baseUrl: string, token: string): Promise<RealtimeTestClient> {
    const client = await RealtimeTestClient.open(baseUrl);
    client.send({ type: 'auth', token });
    await client.next('realtime.ready');
    return client;
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame of this type not yet taken (matching `where`), waiting up to `timeoutMs`. */
  async next(
    type: string,
    where: (frame: ServerFrame) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type && where(frame));
      if (index >= 0) return this.frames.splice(index, 1)[0];
      if (this.closed) throw new Error(`Closed (${this.closed.code}) before ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${type} frame within ${timeoutMs} ms`);
      await this.wait(left);
    }
  }

  /** Resolves with the close code and reason. */
  async closedWith(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Still open after ${timeoutMs} ms`);
      await this.wait(left);
    }
    return this.closed;
  }

  /** Frames of this type received so far (not taken). */
  received(type: string): ServerFrame[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  close(): void {
    this.socket.close();
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
