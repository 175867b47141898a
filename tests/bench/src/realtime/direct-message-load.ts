import { performance } from 'node:perf_hooks';
import type { DirectMessage } from '@filmcollab/contracts';
import { type LatencySummary, summarize } from '../percentiles';
import type { BenchUser } from './bench-users';
import type { Pair } from './connected-pairs';

const TICK_MS = 5;
const SETTLE_POLL_MS = 100;

interface Sent {
  receiverId: string;
  sentAt: number;
  deliveredAt?: number;
  /** From the server's timestamp of the message (`createdAt`, before its transaction) to the socket. */
  fromServerMs?: number;
}

export interface DirectMessageLoadResult {
  /** POSTs made / answered 201 / failed (any other answer or a network error). */
  sent: number;
  accepted: number;
  failed: number;
  failures: string[];
  /** Accepted messages that reached the receiver's socket, and those that never did. */
  delivered: number;
  lost: number;
  /** From the POST to the frame on the receiver's socket. */
  delivery: LatencySummary;
  /** From the POST to its 201. */
  post: LatencySummary;
  /** From the message's `createdAt` (messaging took the request) to the receiver's socket. */
  fromServer: LatencySummary;
  elapsedSeconds: number;
}

/**
 * Direct messages at a fixed rate between random connected pairs (either direction), each sent
 * through messaging's HTTP API by its sender; the receiver's socket reports its arrival.
 */
export class DirectMessageLoad {
  private readonly sent = new Map<string, Sent>();
  private readonly postLatencies: number[] = [];
  private readonly failures: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private accepted = 0;
  private elapsedSeconds = 0;

  constructor(
    private readonly gatewayUrl: string,
    private readonly runId: string,
  ) {}

  /** For the sockets: a frame of `message.created` arrived on `user`'s socket. */
  readonly onMessage = (user: BenchUser, message: DirectMessage, receivedAt: number): void => {
    const sent = this.sent.get(message.text);
    if (sent && message.receiverId === user.id && sent.receiverId === user.id) {
      sent.deliveredAt ??= receivedAt;
      // Same machine, same wall clock; whole milliseconds, as createdAt has.
      sent.fromServerMs ??= Date.now() - Date.parse(message.createdAt);
    }
  };

  /** Sends `rate` messages a second for `seconds`, then waits for every answer. */
  async run(pairs: readonly Pair[], rate: number, seconds: number): Promise<void> {
    const total = rate * seconds;
    let count = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        // Catch up with the schedule whatever the timer's granularity.
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        for (; count < due; count++) {
          const [a, b] = pairs[Math.floor(Math.random() * pairs.length)];
          const [sender, receiver] = Math.random() < 0.5 ? [a, b] : [b, a];
          const post = this.send(sender, receiver, `rt ${this.runId} #${count}`);
          this.inFlight.add(post);
          void post.finally(() => this.inFlight.delete(post));
        }
        if (count >= total) {
          clearInterval(timer);
          resolve();
        }
      }, TICK_MS);
    });
    this.elapsedSeconds = (performance.now() - started) / 1000;
    await Promise.all(this.inFlight);
  }

  /** Waits until every accepted message reached its receiver, or `graceMs` passed. */
  async settle(graceMs: number): Promise<void> {
    const deadline = performance.now() + graceMs;
    while (this.delivered() < this.accepted && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  }

  result(): DirectMessageLoadResult {
    const latencies = [...this.sent.values()]
      .filter((sent) => sent.deliveredAt !== undefined)
      .map((sent) => (sent.deliveredAt as number) - sent.sentAt);
    const sent = this.accepted + this.failures.length;
    return {
      sent,
      accepted: this.accepted,
      failed: this.failures.length,
      failures: [...new Set(this.failures)].slice(0, 5),
      delivered: latencies.length,
      lost: this.accepted - latencies.length,
      delivery: summarize(latencies.map(round1)),
      post: summarize(this.postLatencies.map(round1)),
      fromServer: summarize(
        [...this.sent.values()].flatMap((sent) =>
          sent.fromServerMs === undefined ? [] : [sent.fromServerMs],
        ),
      ),
      elapsedSeconds: this.elapsedSeconds,
    };
  }

  private delivered(): number {
    let count = 0;
    for (const sent of this.sent.values()) if (sent.deliveredAt !== undefined) count++;
    return count;
  }

  private async send(sender: BenchUser, receiver: BenchUser, text: string): Promise<void> {
    const sentAt = performance.now();
    // Registered before the POST: the push may arrive before the HTTP answer.
    this.sent.set(text, { receiverId: receiver.id, sentAt });
    try {
      const response = await sender.client.request(`${this.gatewayUrl}/api/messaging/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.session.accessToken}` },
        json: { receiverId: receiver.id, text },
      });
      if (response.status === 201) {
        this.accepted += 1;
        this.postLatencies.push(performance.now() - sentAt);
        return;
      }
      this.failures.push(`${response.status} ${response.body.slice(0, 120)}`);
    } catch (error) {
      this.failures.push((error as Error).message);
    }
    this.sent.delete(text);
  }
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;
