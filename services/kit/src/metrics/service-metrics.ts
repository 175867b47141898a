import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';

/**
 * The service's Prometheus registry (one per app, so several apps in one test process never share
 * counters), served at `/metrics` outside the `/api/<service>` prefix: the gateway never routes it.
 */
@Injectable()
export class ServiceMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'filmcollab_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status (rate, errors and latency).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly natsRequestDuration = new Histogram({
    name: 'filmcollab_nats_request_duration_seconds',
    help: 'NATS request-reply queries this service sent, by subject and outcome (ok, error, timeout).',
    labelNames: ['subject', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [this.registry],
  });

  readonly natsRequestsHandled = new Counter({
    name: 'filmcollab_nats_requests_handled_total',
    help: 'NATS request-reply queries this service answered, by subject and outcome.',
    labelNames: ['subject', 'outcome'],
    registers: [this.registry],
  });

  readonly outboxPublished = new Counter({
    name: 'filmcollab_outbox_published_total',
    help: 'Events the outbox relay published to JetStream.',
    labelNames: ['subject'],
    registers: [this.registry],
  });

  readonly outboxPublishFailures = new Counter({
    name: 'filmcollab_outbox_publish_failures_total',
    help: 'Failed attempts to publish an outbox event (retried with back-off).',
    registers: [this.registry],
  });

  readonly outboxLagSeconds = new Histogram({
    name: 'filmcollab_outbox_lag_seconds',
    help: 'Time from an event being stored to it being published.',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120, 600],
    registers: [this.registry],
  });

  readonly eventsDeadLettered = new Counter({
    name: 'filmcollab_events_dead_lettered_total',
    help: 'Events a consumer could not process and put into the dead-letter stream.',
    labelNames: ['subject', 'reason'],
    registers: [this.registry],
  });

  constructor(@InjectServiceDefinition() service: ServiceDefinition) {
    this.registry.setDefaultLabels({ service: service.name });
    // Process memory, CPU, handles and event-loop delay (nodejs_eventloop_lag_* percentiles).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }
}
