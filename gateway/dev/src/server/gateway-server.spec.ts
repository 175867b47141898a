import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import WebSocket from 'ws';
import {
  startEchoUpstream,
  unusedPort,
  type EchoedRequest,
  type EchoUpstream,
} from '../testing/echo-upstream';
import { startGateway, type RunningGateway } from './start-gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('gateway/dev proxying real upstreams', () => {
  let upstream: EchoUpstream;
  let gateway: RunningGateway;
  let workDir: string;

  beforeAll(async () => {
    upstream = await startEchoUpstream();
    const deadPort = await unusedPort();
    workDir = mkdtempSync(join(tmpdir(), 'gateway-dev-'));
    const kongFile = join(workDir, 'kong.yml');
    // Same shape as gateway/kong.yml, with the upstream ports of this test.
    writeFileSync(
      kongFile,
      `_format_version: '3.0'
services:
  - name: identity
    url: http://identity:${upstream.port}
    routes:
      - { name: identity-api, paths: [/api/identity], strip_path: false }
      - name: identity-limited
        paths: [/api/identity/limited]
        strip_path: false
        plugins: [{ name: rate-limiting, config: { minute: 3, policy: local, limit_by: ip } }]
  - name: notifications
    url: http://notifications:${upstream.port}
    routes:
      - { name: notifications-realtime, paths: [/realtime], protocols: [http, https], strip_path: false }
  # A plain proxied service on /storage (the storage service's own rules: storage-route.spec).
  - name: objects
    url: http://minio:${upstream.port}
    routes:
      - { name: storage-public-read, paths: [/storage], methods: [GET, HEAD], strip_path: true }
  - name: contest
    url: http://contest:${deadPort}
    routes:
      - { name: contest-api, paths: [/api/contest], strip_path: false }
  - name: frontends
    url: http://frontends:8080
    routes:
      - { name: frontends, paths: [/], strip_path: false }
plugins:
  - name: correlation-id
    config: { header_name: x-request-id, generator: uuid, echo_downstream: true }
  - name: cors
    config:
      origins: [http://localhost:8000, http://127.0.0.1:8000]
      methods: [GET, POST]
      headers: [Authorization, Content-Type, x-request-id]
      exposed_headers: [x-request-id]
      credentials: true
      max_age: 3600
  - name: rate-limiting
    config: { minute: 1000, policy: local, limit_by: ip }
  - name: request-size-limiting
    config: { allowed_payload_size: 1, size_unit: kilobytes }
  - name: prometheus
`,
    );
    gateway = await startGateway({
      port: 0,
      kongFile,
      frontendsDir: join(workDir, 'frontends'),
      upstreamHost: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await upstream?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function echo(
    path: string,
    init?: RequestInit,
  ): Promise<{ response: Response; echoed: EchoedRequest }> {
    const response = await fetch(`${gateway.url}${path}`, init);
    expect(response.status).toBe(200);
    return { response, echoed: (await response.json()) as EchoedRequest };
  }

  it('proxies /api/<service> unchanged, generates a request id and echoes it back', async () => {
    const { response, echoed } = await echo('/api/identity/accounts/me?expand=roles', {
      headers: { authorization: 'Bearer t0ken' },
    });
    expect(echoed.method).toBe('GET');
    expect(echoed.url).toBe('/api/identity/accounts/me?expand=roles');
    expect(echoed.headers.authorization).toBe('Bearer t0ken');
    expect(echoed.headers['x-request-id']).toMatch(UUID);
    expect(response.headers.get('x-request-id')).toBe(echoed.headers['x-request-id']);
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
    expect(echoed.headers['x-forwarded-port']).toBe(String(gateway.port));
    expect(echoed.headers.host).toBe(`127.0.0.1:${upstream.port}`);
  });

  it("keeps the caller's request id", async () => {
    const { response, echoed } = await echo('/api/identity/x', {
      headers: { 'x-request-id': 'from-the-browser-1' },
    });
    expect(echoed.headers['x-request-id']).toBe('from-the-browser-1');
    expect(response.headers.get('x-request-id')).toBe('from-the-browser-1');
  });

  it('forwards request bodies', async () => {
    const { echoed } = await echo('/api/identity/accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(echoed.method).toBe('POST');
    expect(echoed.bodyLength).toBe(JSON.stringify({ name: 'Ada' }).length);
  });

  it('strips /storage for object storage reads and refuses writes there', async () => {
    const { echoed } = await echo('/storage/avatars/u1.png');
    expect(echoed.url).toBe('/avatars/u1.png');
    expect(echoed.headers['x-forwarded-prefix']).toBe('/storage');
    const write = await fetch(`${gateway.url}/storage/avatars/u1.png`, {
      method: 'PUT',
      body: 'x',
    });
    // Not a storage route: it falls through to the static frontends.
    expect(write.status).toBe(405);
  });

  it('normalizes the path before matching, so dot segments cannot reach another route', async () => {
    const response = await fetch(`${gateway.url}/api/identity/%2e%2e/%2e%2e/storage/a.png`);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.url).toBe('/a.png');
  });

  it('answers 413 above the size limit and proxies a body at the limit', async () => {
    const big = await fetch(`${gateway.url}/api/identity/accounts`, {
      method: 'POST',
      body: 'x'.repeat(1025),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'Request size limit exceeded' });
    expect(big.headers.get('x-request-id')).toMatch(UUID);
    const fits = await echo('/api/identity/accounts', { method: 'POST', body: 'x'.repeat(1024) });
    expect(fits.echoed.bodyLength).toBe(1024);
  });

  it('reads a chunked body up to the limit and refuses it beyond', async () => {
    const chunked = (size: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${gateway.url}/api/identity/upload`, { method: 'POST' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += String(chunk)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write('y'.repeat(size - 10));
        req.end('y'.repeat(10));
      });
    const small = await chunked(600);
    expect(small.status).toBe(200);
    expect((JSON.parse(small.body) as EchoedRequest).bodyLength).toBe(600);
    expect((await chunked(3000)).status).toBe(413);
  });

  it('answers 429 once the per-minute limit of a route is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${gateway.url}/api/identity/limited`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: 'API rate limit exceeded' });
        expect(response.headers.get('x-ratelimit-limit-minute')).toBe('3');
        expect(response.headers.get('x-ratelimit-remaining-minute')).toBe('0');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      } else {
        await response.arrayBuffer();
      }
    }
    // A minute window may roll over between two requests; then the 4th request is allowed again.
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect([429, 200]).toContain(statuses[3]);
    const other = await fetch(`${gateway.url}/api/identity/other`);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-limit-minute')).toBe('1000');
    await other.arrayBuffer();
  });

  it('answers CORS preflights itself and decorates responses for allowed origins', async () => {
    const preflight = await fetch(`${gateway.url}/api/identity/accounts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,x-request-id',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(preflight.headers.get('access-control-max-age')).toBe('3600');

    const { response } = await echo('/api/identity/x', {
      headers: { origin: 'http://127.0.0.1:8000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8000');
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id');
    expect(response.headers.get('vary')).toContain('Origin');

    const foreign = await echo('/api/identity/x', { headers: { origin: 'http://evil.test' } });
    // The upstream's own '*' is replaced: an unknown origin gets no Allow-Origin at all.
    expect(foreign.response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers Kong's 404 when no route matches", async () => {
    const noRouteGateway = await startGateway({
      port: 0,
      kongFile: writeKong(`_format_version: '3.0'
services:
  - { name: identity, url: 'http://identity:${upstream.port}', routes: [{ name: r, paths: [/api/identity] }] }
plugins: [{ name: correlation-id, config: { header_name: x-request-id, echo_downstream: true } }]
`),
      logger: pino({ level: 'silent' }),
    });
    try {
      const response = await fetch(`${noRouteGateway.url}/api/unknown`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
      expect(response.headers.get('x-request-id')).toBeTruthy();

      const socket = new WebSocket(`${noRouteGateway.url.replace('http', 'ws')}/realtime`);
      const status = await new Promise<number | undefined>((resolve) => {
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode));
        socket.once('open', () => resolve(101));
      });
      expect(status).toBe(404);
    } finally {
      await noRouteGateway.stop();
    }
  });

  it('answers 502 with { message, code } when the upstream is down', async () => {
    const response = await fetch(`${gateway.url}/api/contest/health/live`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      message: 'The contest service is not reachable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('proxies a WebSocket end to end with the request id', async () => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/realtime?token=abc`, {
      headers: { 'x-request-id': 'ws-request-1' },
    });
    const upgradeRequestId = new Promise<string | undefined>((resolve) =>
      socket.once('upgrade', (res) => resolve(res.headers['x-request-id'] as string | undefined)),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    socket.send('hello');
    expect(await reply).toBe('/realtime?token=abc ws-request-1 hello');
    expect(await upgradeRequestId).toBe('ws-request-1');
    socket.close();
  });

  it('refuses a WebSocket upgrade for the static frontends', async () => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/projects`);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(400);
  });

  function writeKong(content: string): string {
    const file = join(workDir, `kong-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, content);
    return file;
  }

  describe('built frontends', () => {
    const shellDist = () => join(workDir, 'frontends', 'shell', 'dist');

    it('answers 503 with a clear page while the frontends are not built', async () => {
      const response = await fetch(`${gateway.url}/projects`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(
        'Frontends are not built yet: run make dev / npm run build',
      );
    });

    it('serves the shell, falls back to its index.html for pages, and 404s missing assets', async () => {
      mkdirSync(join(shellDist(), 'assets'), { recursive: true });
      writeFileSync(join(shellDist(), 'index.html'), '<!doctype html><title>shell</title>');
      writeFileSync(join(shellDist(), 'assets', 'main.123.js'), 'console.log("shell")');

      const root = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('<title>shell</title>');
      expect(root.headers.get('x-request-id')).toMatch(UUID);

      const asset = await fetch(`${gateway.url}/assets/main.123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
      expect(await asset.text()).toBe('console.log("shell")');

      const page = await fetch(`${gateway.url}/projects/42`, {
        headers: { accept: 'text/html,*/*' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>shell</title>');

      const missingAsset = await fetch(`${gateway.url}/assets/missing.js`, {
        headers: { accept: '*/*' },
      });
      expect(missingAsset.status).toBe(404);
      await missingAsset.arrayBuffer();
    });

    it('serves each remote from its own dist under /remotes/<name>/', async () => {
      const remoteDist = join(workDir, 'frontends', 'identity', 'dist');
      mkdirSync(remoteDist, { recursive: true });
      writeFileSync(join(remoteDist, 'mf-manifest.json'), '{"name":"identity"}');

      const manifest = await fetch(`${gateway.url}/remotes/identity/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toEqual({ name: 'identity' });

      const missing = await fetch(`${gateway.url}/remotes/identity/nope.js`, {
        headers: { accept: 'text/html' },
      });
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();

      mkdirSync(join(workDir, 'frontends', 'profiles'), { recursive: true });
      const unbuilt = await fetch(`${gateway.url}/remotes/profiles/mf-manifest.json`);
      expect(unbuilt.status).toBe(503);
      await unbuilt.arrayBuffer();

      const unknown = await fetch(`${gateway.url}/remotes/nobody/mf-manifest.json`);
      expect(unknown.status).toBe(404);
      await unknown.arrayBuffer();
    });

    it('keeps files outside the dist folders out of reach', async () => {
      writeFileSync(join(workDir, 'frontends', 'secret.txt'), 'secret');
      const response = await fetch(`${gateway.url}/remotes/identity/..%2f..%2fsecret.txt`);
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('secret');
    });
  });
});
