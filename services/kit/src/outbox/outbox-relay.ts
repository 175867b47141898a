import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { EventEnvelope } from '@filmcollab/contracts';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { JetStreamPublisher } from '../events/jetstream-publisher';
import { ServiceMetrics } from '../metrics/service-metrics';
import { contextFrom, inSpan, SpanKind } from '../tracing/tracing';
import { type OutboxEntry, OutboxRepository } from './outbox.repository';

const BATCH_SIZE = 100;
const RETRY_BASE_MS = 250;
const RETRY_MAX_MS = 30_000;

/**
 * Publishes stored events to JetStream and deletes them once JetStream acknowledged them.
 *
 * What this process stores is handed over after its commit (`enqueue`) and published in commit order
 * without reading the outbox back; the acknowledged ones are deleted in one statement. Every `OUTBOX_POLL_MS`, on start and after a failure, the relay instead reads the
 * outbox, oldest first: what another replica or an earlier run left, and what a failure kept. A
 * failure (NATS away) stops the pass and retries with exponential back-off from the oldest
 * unacknowledged event, so order is kept (but for a publish that timed out while later ones were
 * stored: it is stored after them). An event can be published twice (a crash between publish and
 * delete, two replicas relaying at once, a publish that timed out but was stored): JetStream's
 * duplicate window (`msgID` = envelope id) and the consumers' processed-event ids make that harmless.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private running?: Promise<void>;
  private stopped = false;
  private failures = 0;
  private interrupt?: () => void;
  /** Committed by this process since the last pass, in commit order. */
  private handedOver: OutboxEntry[] = [];
  /** Acknowledged by JetStream, not yet deleted from the outbox. */
  private published: string[] = [];
  private lastPollAt = Number.NEGATIVE_INFINITY;

  constructor(
    @InjectConfig() private readonly config: BaseConfig,
    private readonly entries: OutboxRepository,
    private readonly publisher: JetStreamPublisher,
    private readonly metrics: ServiceMetrics,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.loop();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.interrupt?.();
    await this.running;
  }

  /** An entry this process stored is committed: publish it now rather than at the next poll. */
  enqueue(entry: OutboxEntry): void {
    // During a failure back-off NATS is what we wait for; the next poll reads the entry back.
    if (this.failures > 0) return;
    this.handedOver.push(entry);
    this.interrupt?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const failed = !(await this.publishPass());
      this.failures = failed ? this.failures + 1 : 0;
      const delay = failed
        ? Math.min(RETRY_BASE_MS * 2 ** (this.failures - 1), RETRY_MAX_MS)
        : this.lastPollAt + this.config.OUTBOX_POLL_MS - performance.now();
      // Entries handed over meanwhile (or beyond one batch) are published at once.
      const waiting = !failed && this.handedOver.length > 0;
      if (!this.stopped && !waiting) await this.sleep(Math.max(0, delay));
    }
  }

  /** False when a publish (or the database) failed. */
  private async publishPass(): Promise<boolean> {
    try {
      const pollDue = performance.now() - this.lastPollAt >= this.config.OUTBOX_POLL_MS;
      await (this.failures > 0 || pollDue ? this.poll() : this.publishHandedOver());
      return true;
    } catch (error) {
      this.metrics.outboxPublishFailures.inc();
      if (this.failures === 0) this.logger.warn({ err: error }, 'outbox relay failed; retrying');
      return false;
    }
  }

  private async publishHandedOver(): Promise<void> {
    const batch = this.handedOver.splice(0, BATCH_SIZE);
    try {
      await this.publishInOrder(batch);
    } catch (error) {
      this.handedOver = []; // the outbox keeps them: the poll after the failure publishes them in order
      throw error;
    }
    await this.removePublished();
  }

  /** Publishes everything in the outbox, oldest first. */
  private async poll(): Promise<void> {
    this.handedOver = []; // committed, so read below
    await this.removePublished();
    this.lastPollAt = performance.now();
    const polled = new Set<string>();
    for (;;) {
      if (this.stopped) return;
      const batch = await this.entries.oldest(BATCH_SIZE);
      await this.publishInOrder(batch);
      for (const entry of batch) polled.add(entry.id);
      await this.removePublished();
      if (batch.length < BATCH_SIZE) break;
    }
    // Committed and handed over while this poll ran: those it read are published already.
    this.handedOver = this.handedOver.filter((entry) => !polled.has(entry.id));
  }

  /**
   * Sent in order on the one connection, so JetStream stores them in order, and their acks awaited
   * together: a batch costs one round trip, not one per event. Only the events before the first
   * failure count as published; the rest are published again, and JetStream drops the copies of
   * those it already stored (duplicate window, `msgID`).
   */
  private async publishInOrder(batch: readonly OutboxEntry[]): Promise<void> {
    const results = await Promise.allSettled(batch.map((entry) => this.publish(entry)));
    const failed = results.findIndex((result) => result.status === 'rejected');
    const published = failed === -1 ? batch : batch.slice(0, failed);
    this.published.push(...published.map((entry) => entry.id));
    if (failed !== -1) throw (results[failed] as PromiseRejectedResult).reason;
  }

  /** One statement for every acknowledged entry. */
  private async removePublished(): Promise<void> {
    if (this.published.length === 0) return;
    const ids = this.published;
    this.published = [];
    try {
      await this.entries.remove(ids);
    } catch (error) {
      this.published = [...ids, ...this.published];
      throw error;
    }
  }

  private async publish(entry: OutboxEntry): Promise<void> {
    const envelope = JSON.parse(entry.envelope) as EventEnvelope;
    // Published in the trace of the write that stored it, not of this relay pass.
    await inSpan(
      `publish ${entry.subject}`,
      SpanKind.PRODUCER,
      { 'messaging.system': 'nats', 'messaging.destination.name': entry.subject },
      () => this.publisher.publish(entry.subject, envelope, entry.envelope),
      contextFrom((name) => entry.traceContext[name]),
    );
    this.metrics.outboxPublished.inc({ subject: entry.subject });
    this.metrics.outboxLagSeconds.observe((Date.now() - entry.createdAt.getTime()) / 1000);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.interrupt = done;
    }).finally(() => (this.interrupt = undefined));
  }
}
