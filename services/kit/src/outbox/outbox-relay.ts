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
 * Publishes stored events to JetStream in the order they were stored, deleting them once JetStream
 * acknowledged them (a batch at a time). A failure (NATS away) stops the pass and retries with
 * exponential back-off from the oldest unacknowledged event, so order is kept (but for a publish
 * that timed out while later ones were stored: it is stored after them). A crash between publish and delete re-publishes the event:
 * JetStream's duplicate window (`msgID` = envelope id) and the consumers' processed-event ids make
 * that harmless; two replicas of a service relaying at once are harmless for the same reason.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private running?: Promise<void>;
  private stopped = false;
  private failures = 0;
  private interrupt?: () => void;
  private woken = false;

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

  /** Something was stored: publish it now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    // During a failure back-off NATS is what we wait for, not new events.
    if (this.failures === 0) this.interrupt?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      const failed = !(await this.publishPass());
      this.failures = failed ? this.failures + 1 : 0;
      const delay = failed
        ? Math.min(RETRY_BASE_MS * 2 ** (this.failures - 1), RETRY_MAX_MS)
        : this.config.OUTBOX_POLL_MS;
      if (!this.stopped && (failed || !this.woken)) await this.sleep(delay);
    }
  }

  /** Publishes everything due; false when a publish (or the database) failed. */
  private async publishPass(): Promise<boolean> {
    try {
      for (;;) {
        if (this.stopped) return true;
        const batch = await this.entries.oldest(BATCH_SIZE);
        // Sent in order on the one connection, so JetStream stores them in order, and their acks
        // awaited together: a pass costs one round trip, not one per event. Only the events before
        // the first failure are deleted (in one statement); the rest are published again, and
        // JetStream drops the copies of those it already stored (duplicate window, `msgID`).
        const results = await Promise.allSettled(batch.map((entry) => this.publish(entry)));
        const failed = results.findIndex((result) => result.status === 'rejected');
        const published = failed === -1 ? batch : batch.slice(0, failed);
        if (published.length > 0) await this.entries.remove(published.map((entry) => entry.id));
        if (failed !== -1) throw (results[failed] as PromiseRejectedResult).reason;
        if (batch.length < BATCH_SIZE) return true;
      }
    } catch (error) {
      this.metrics.outboxPublishFailures.inc();
      if (this.failures === 0) this.logger.warn({ err: error }, 'outbox relay failed; retrying');
      return false;
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
