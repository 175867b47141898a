import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { startGateway, type RunningGateway } from './start-gateway';

const repoRoot = resolve(__dirname, '..', '..', '..', '..');

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers with gateway/kong.yml and the nginx snippet', () => {
  let gateway: RunningGateway;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'gateway-security-headers-'));
    mkdirSync(join(workDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(workDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');
    gateway = await startGateway({
      port: 0,
      kongFile: join(repoRoot, 'gateway', 'kong.yml'),
      frontendsDir: workDir,
      securityHeadersFile: join(repoRoot, 'infra', 'docker', 'security-headers.conf'),
      storageUrl: 'http://localhost:9000/',
      // Whether a service answers there or the gateway answers 502, the headers are the same.
      upstreamHost: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lets no one frame the pages, the sign-in page included', async () => {
    const page = await fetch(`${gateway.url}/auth`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(page.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('runs scripts from the platform origin only, and reaches storage for photos and uploads', async () => {
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:9000']);
    expect(policy.get('img-src')).toContain('http://localhost:9000');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('sends the same headers on remotes and on API answers, with a framing-only policy there', async () => {
    const remote = await fetch(`${gateway.url}/remotes/identity/remoteEntry.js`);
    expect(remote.headers.get('x-frame-options')).toBe('DENY');
    const api = await fetch(`${gateway.url}/api/contest/health/live`);
    await api.arrayBuffer();
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
