import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { ServiceMetrics } from '../metrics/service-metrics';
import { OutboxRepository } from './outbox.repository';

/**
 * The outbox's backlog, measured when `/metrics` is scraped: the relay's pass after every write
 * never counts the collection.
 */
@Injectable()
export class OutboxBacklogMetrics {
  constructor(metrics: ServiceMetrics, entries: OutboxRepository) {
    new Gauge({
      name: 'filmcollab_outbox_pending_events',
      help: 'Events stored in the outbox and not yet published.',
      registers: [metrics.registry],
      async collect() {
        this.set(await entries.pendingCount());
      },
    });
    new Gauge({
      name: 'filmcollab_outbox_oldest_pending_seconds',
      help: 'Age of the oldest unpublished outbox event (the relay lag).',
      registers: [metrics.registry],
      async collect() {
        const oldest = await entries.oldestCreatedAt();
        this.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
      },
    });
  }
}
