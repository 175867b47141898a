import { messagingTestService, MessagingTestModule } from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';
import type { ServiceHarness } from '../testing/harness/service-harness';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(
  metrics: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of metrics.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics: HTTP, NATS, JetStream, MongoDB and the process', () => {
  let harness: ServiceHarness;
  const scrape = async () => (await fetch(`${harness.url}/metrics`)).text();

  beforeAll(async () => {
    harness = await startServiceHarness(MessagingTestModule, {
      service: messagingTestService,
      env: { OUTBOX_POLL_MS: '100' },
    });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('times HTTP requests by route template and status, never by raw URL', async () => {
    expect(
      (await harness.request('/api/contest/scenes/takes', { method: 'POST', body: { scene: 3 } }))
        .status,
    ).toBe(201);
    expect(
      (await harness.request('/api/contest/scenes/takes', { method: 'POST', body: { scene: 'x' } }))
        .status,
    ).toBe(400);
    await fetch(`${harness.url}/api/contest/nowhere/42`);
    const metrics = await scrape();
    const route = { method: 'POST', route: '/api/contest/scenes/takes' };
    expect(
      sample(metrics, 'filmcollab_http_request_duration_seconds_count', {
        ...route,
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(metrics, 'filmcollab_http_request_duration_seconds_count', {
        ...route,
        status: '400',
      }),
    ).toBe(1);
    expect(
      sample(metrics, 'filmcollab_http_request_duration_seconds_count', {
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1);
    expect(metrics).not.toContain('/nowhere/42');
    expect(metrics).toContain('service="contest"');
  });

  it('times the NATS queries it sends and counts the ones it answers', async () => {
    const metrics = await scrape();
    const subject = { subject: 'contest.takes.count' };
    expect(
      sample(metrics, 'filmcollab_nats_request_duration_seconds_count', {
        ...subject,
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(metrics, 'filmcollab_nats_requests_handled_total', { ...subject, outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports JetStream consumer lag, the MongoDB pool, memory and event-loop delay', async () => {
    await harness.waitFor(async () =>
      (await scrape()).includes('filmcollab_jetstream_consumer_pending{'),
    );
    const metrics = await scrape();
    expect(
      sample(metrics, 'filmcollab_jetstream_consumer_pending', {
        subject: 'contest.scene.shot',
        state: 'pending',
      }),
    ).toBe(0);
    expect(sample(metrics, 'filmcollab_mongodb_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'filmcollab_mongodb_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(metrics, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});
