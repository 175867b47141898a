import { Injectable, NestMiddleware } from '@nestjs/common';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contextFrom } from './tracing';

const serverSpans = new WeakMap<IncomingMessage, Span>();

/** Names the request's server span after its route template, once routing knows it. */
export function nameServerSpan(req: IncomingMessage, method: string, route: string): void {
  const span = serverSpans.get(req);
  span?.updateName(`${method} ${route}`);
  span?.setAttribute('http.route', route);
}

/**
 * Opens the request's server span, child of the caller's W3C `traceparent` (the gateway's or the
 * browser's), and runs the rest of the HTTP pipeline inside it; a no-op span when tracing is off.
 */
@Injectable()
export class TraceContextMiddleware implements NestMiddleware {
  use(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const parent = contextFrom((name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    });
    const span = trace
      .getTracer('@filmcollab/service-kit')
      .startSpan(
        req.method ?? 'GET',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? 'GET' } },
        parent,
      );
    serverSpans.set(req, span);
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  }
}
