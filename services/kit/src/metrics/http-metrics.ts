import type { FastifyInstance } from 'fastify';
import { nameServerSpan } from '../tracing/trace-context.middleware';
import type { ServiceMetrics } from './service-metrics';

/**
 * Times every HTTP request by its route template (`/api/profiles/profiles/:id`, never the raw
 * URL, so the series stay bounded); a request no route matched is counted as `unmatched`.
 */
export function recordHttpMetrics(fastify: FastifyInstance, metrics: ServiceMetrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    nameServerSpan(request.raw, request.method, route);
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
