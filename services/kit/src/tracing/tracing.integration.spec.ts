import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { OutboxRepository } from '../outbox/outbox.repository';
import {
  messagingTestService,
  MessagingTestModule,
  Recorder,
} from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';
import type { ServiceHarness } from '../testing/harness/service-harness';
import { startTracing, stopTracing } from './tracing';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('one trace across HTTP, a NATS query and a JetStream event (W3C traceparent)', () => {
  const exporter = new InMemorySpanExporter();
  let harness: ServiceHarness;

  beforeAll(async () => {
    startTracing('contest', {}, exporter);
    harness = await startServiceHarness(MessagingTestModule, {
      service: messagingTestService,
      env: { OUTBOX_POLL_MS: '100' },
    });
  });

  afterAll(async () => {
    await harness?.stop();
    await stopTracing();
  });

  beforeEach(() => exporter.reset());

  const spans = (name: string): ReadableSpan[] =>
    exporter.getFinishedSpans().filter((span) => span.name === name);

  it('continues the caller’s trace through the query it sends and the handler that answers', async () => {
    const response = await harness.request('/api/contest/scenes/takes', {
      method: 'POST',
      body: { scene: 5 },
      headers: { traceparent: CALLER },
    });
    expect(response.status).toBe(201);
    await harness.waitFor(() => spans('answer contest.takes.count').length === 1);
    const [server] = spans('POST /api/contest/scenes/takes');
    const [client] = spans('query contest.takes.count');
    const [answer] = spans('answer contest.takes.count');
    for (const span of [server, client, answer]) expect(span?.spanContext().traceId).toBe(TRACE_ID);
    expect(client.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(answer.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
  });

  it('stores the trace context with the outbox row and consumes the event in the same trace', async () => {
    // What is stored in the outbox row (and handed to the relay).
    const stored = jest.spyOn(harness.get(OutboxRepository), 'add');
    const response = await harness.request('/api/contest/scenes/shoot', {
      method: 'POST',
      body: { scene: 501 },
      headers: { traceparent: CALLER },
    });
    expect(response.status).toBe(201);
    await harness.waitFor(() => harness.get(Recorder).count(501) === 1);
    await harness.waitFor(() => spans('consume contest.scene.shot').length === 1);

    const [server] = spans('POST /api/contest/scenes/shoot');
    const [publish] = spans('publish contest.scene.shot');
    const [consume] = spans('consume contest.scene.shot');
    for (const span of [server, publish, consume])
      expect(span?.spanContext().traceId).toBe(TRACE_ID);
    expect(publish.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(consume.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    const entries = await Promise.all(stored.mock.results.map((result) => result.value));
    stored.mockRestore();
    expect(entries).toContainEqual(
      expect.objectContaining({
        traceContext: { traceparent: `00-${TRACE_ID}-${server.spanContext().spanId}-01` },
      }),
    );
  });

  it('starts a new trace when the caller sends none', async () => {
    await harness.request('/api/contest/scenes/takes', { method: 'POST', body: { scene: 6 } });
    await harness.waitFor(() => spans('answer contest.takes.count').length === 1);
    const [server] = spans('POST /api/contest/scenes/takes');
    const [answer] = spans('answer contest.takes.count');
    expect(server.spanContext().traceId).not.toBe(TRACE_ID);
    expect(answer.spanContext().traceId).toBe(server.spanContext().traceId);
  });
});
