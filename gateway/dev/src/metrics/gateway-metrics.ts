import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Kong's default latency buckets (milliseconds). */
const KONG_LATENCY_BUCKETS_MS = [
  1, 2, 5, 7, 10, 15, 20, 30, 50, 75, 100, 200, 500, 750, 1000, 3000, 6000,
];

/**
 * The series Kong's Prometheus plugin exports in production, under the same names and labels, so
 * one dashboard and one set of alert rules serve the dev gateway and Kong alike.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'kong_http_requests_total',
    help: 'HTTP status codes per service and route (as Kong’s Prometheus plugin).',
    labelNames: ['service', 'route', 'code', 'source'],
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'kong_request_latency_ms',
    help: 'Total latency of requests per service and route in milliseconds (as Kong’s).',
    labelNames: ['service', 'route'],
    buckets: KONG_LATENCY_BUCKETS_MS,
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ service_name: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
  }

  /** `source` is Kong's: who answered, the upstream service or the gateway itself. */
  record(
    route: { service: string; route: string } | null,
    status: number,
    durationMs: number,
    source: 'service' | 'kong',
  ): void {
    const service = route?.service ?? '';
    const name = route?.route ?? '';
    this.requests.inc({ service, route: name, code: String(status), source });
    this.latency.observe({ service, route: name }, durationMs);
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
