import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { startEchoUpstream, type EchoUpstream } from '../testing/echo-upstream';
import { startGateway, type RunningGateway } from '../server/start-gateway';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(metrics: string, name: string, labels: Record<string, string>): number | undefined {
  const line = metrics
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('gateway/dev /metrics, in the series Kong’s Prometheus plugin exports', () => {
  let upstream: EchoUpstream;
  let gateway: RunningGateway;
  let workDir: string;

  beforeAll(async () => {
    upstream = await startEchoUpstream();
    workDir = mkdtempSync(join(tmpdir(), 'gateway-metrics-'));
    const kongFile = join(workDir, 'kong.yml');
    writeFileSync(
      kongFile,
      `_format_version: '3.0'
services:
  - { name: identity, url: 'http://identity:${upstream.port}', routes: [{ name: identity-api, paths: [/api/identity], strip_path: false }] }
`,
    );
    gateway = await startGateway({
      port: 0,
      kongFile,
      upstreamHost: '127.0.0.1',
      frontendsDir: workDir,
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await upstream?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('counts and times requests per service, route and status, and who answered', async () => {
    await fetch(`${gateway.url}/api/identity/accounts/me`);
    await fetch(`${gateway.url}/api/identity/accounts/me`);
    await fetch(`${gateway.url}/api/unknown`);
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const metrics = await response.text();
    const route = { service: 'identity', route: 'identity-api' };
    expect(
      sample(metrics, 'kong_http_requests_total', { ...route, code: '200', source: 'service' }),
    ).toBe(2);
    expect(
      sample(metrics, 'kong_http_requests_total', { service: '', code: '404', source: 'kong' }),
    ).toBe(1);
    expect(sample(metrics, 'kong_request_latency_ms_count', route)).toBe(2);
    expect(metrics).toMatch(/^process_resident_memory_bytes\{service_name="gateway"\} \d+/m);
    expect(metrics).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});
