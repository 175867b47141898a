import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { EventConsumers } from '../events/event-consumers';
import { EventStreams } from '../events/event-streams';
import { ServiceMetrics } from './service-metrics';

/**
 * JetStream consumer lag, asked of the server when `/metrics` is scraped: events not yet delivered
 * (`pending`) and delivered but not acknowledged (`ack_pending`) per durable this service consumes.
 */
@Injectable()
export class ConsumerLagMetrics {
  constructor(metrics: ServiceMetrics, consumers: EventConsumers, streams: EventStreams) {
    new Gauge({
      name: 'filmcollab_jetstream_consumer_pending',
      help: 'Events waiting for a JetStream consumer of this service, by subject and state.',
      labelNames: ['subject', 'state'],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        if (consumers.bound.length === 0) return;
        const jsm = await streams.jetStreamManager();
        await Promise.all(
          consumers.bound.map(async ({ stream, durable, subject }) => {
            const info = await jsm.consumers.info(stream, durable).catch(() => undefined);
            if (!info) return;
            this.set({ subject, state: 'pending' }, info.num_pending);
            this.set({ subject, state: 'ack_pending' }, info.num_ack_pending);
          }),
        );
      },
    });
  }
}
