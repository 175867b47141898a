import type { IncomingMessage } from 'node:http';
import type { RequestContext } from './gateway-plugin';
import { RateLimitingPlugin } from './rate-limiting.plugin';

function context(clientIp: string): RequestContext {
  return { req: { headers: {} } as IncomingMessage, clientIp, route: null, state: new Map() };
}

describe('RateLimitingPlugin (local policy)', () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    now = Date.UTC(2030, 0, 1, 12, 0, 10);
  });

  it('refuses the request after the limit within a clock-aligned minute, then allows again', () => {
    const plugin = new RateLimitingPlugin({ minute: 2, limit_by: 'ip' }, clock);
    expect(plugin.access(context('10.0.0.1'))).toBeUndefined();
    expect(plugin.access(context('10.0.0.1'))).toBeUndefined();
    const refused = plugin.access(context('10.0.0.1'));
    expect(refused).toMatchObject({ status: 429, body: { message: 'API rate limit exceeded' } });
    expect(refused?.headers).toMatchObject({
      'X-RateLimit-Limit-Minute': '2',
      'X-RateLimit-Remaining-Minute': '0',
      'RateLimit-Reset': '50',
      'Retry-After': '50',
    });

    now = Date.UTC(2030, 0, 1, 12, 1, 0);
    expect(plugin.access(context('10.0.0.1'))).toBeUndefined();
  });

  it('counts each client IP on its own', () => {
    const plugin = new RateLimitingPlugin({ minute: 1, limit_by: 'ip' }, clock);
    expect(plugin.access(context('10.0.0.1'))).toBeUndefined();
    expect(plugin.access(context('10.0.0.2'))).toBeUndefined();
    expect(plugin.access(context('10.0.0.1'))?.status).toBe(429);
  });

  it('tells the client what is left on allowed requests', () => {
    const plugin = new RateLimitingPlugin({ second: 5, minute: 3, limit_by: 'ip' }, clock);
    const ctx = context('10.0.0.1');
    plugin.access(ctx);
    const headers: Record<string, string> = {};
    plugin.headerFilter(ctx, {
      get: () => undefined,
      set: (name, value) => (headers[name] = value),
      append: () => undefined,
      remove: () => undefined,
    });
    expect(headers).toMatchObject({
      'X-RateLimit-Remaining-Second': '4',
      'X-RateLimit-Remaining-Minute': '2',
      'RateLimit-Limit': '3',
      'RateLimit-Remaining': '2',
    });
  });

  it('uses the configured error code and message, and refuses a config without limits', () => {
    const plugin = new RateLimitingPlugin(
      { hour: 1, error_code: 503, error_message: 'Slow down' },
      clock,
    );
    plugin.access(context('a'));
    expect(plugin.access(context('a'))).toMatchObject({
      status: 503,
      body: { message: 'Slow down' },
    });
    expect(() => new RateLimitingPlugin({ policy: 'local' })).toThrow(/at least one limit/);
  });
});
