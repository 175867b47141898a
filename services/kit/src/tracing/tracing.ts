import {
  context,
  propagation,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** The W3C trace context of a span, as stored in an outbox row or carried in message headers. */
export type TraceCarrier = Record<string, string>;

let provider: NodeTracerProvider | undefined;

/**
 * Turns tracing on for this process when the standard `OTEL_TRACES_EXPORTER` asks for it (`otlp`,
 * configured by the standard `OTEL_EXPORTER_OTLP_*` variables, or `console`); off by default, so the
 * embedded stack and the tests pay nothing. `exporter` is for tests (an in-memory exporter).
 * The first call wins: several services in one test process share the provider.
 */
export function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  exporter?: SpanExporter,
): boolean {
  if (provider) return true;
  const choice = (env.OTEL_TRACES_EXPORTER ?? 'none').split(',')[0].trim();
  if (!exporter && (env.OTEL_SDK_DISABLED === 'true' || !['otlp', 'console'].includes(choice))) {
    return false;
  }
  const processor = exporter
    ? new SimpleSpanProcessor(exporter)
    : choice === 'console'
      ? new SimpleSpanProcessor(new ConsoleSpanExporter())
      : new BatchSpanProcessor(new OTLPTraceExporter());
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [processor],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return true;
}

/** Flushes and stops the tracer provider (tests, shutdown). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  await stopping?.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

const tracer = () => trace.getTracer('@filmcollab/service-kit');

/** `traceparent`/`tracestate` of the active span, for headers or an outbox row (empty when tracing is off). */
export function currentTraceCarrier(active: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(active, carrier);
  return carrier;
}

/** The context a caller sent in `traceparent`/`tracestate` (a header getter: HTTP or NATS). */
export function contextFrom(read: (name: string) => string | undefined): Context {
  const carrier: TraceCarrier = {};
  for (const name of propagation.fields()) {
    const value = read(name);
    if (value) carrier[name] = value;
  }
  return propagation.extract(context.active(), carrier);
}

/**
 * Runs `fn` in a new span, child of `parent`, ended when `fn` settles (its error recorded);
 * `fn` sees the span as the active context, so what it sends carries it.
 */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Record<string, string>,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
