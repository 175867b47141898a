import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { RecordHeaderWriter } from '../http/record-header-writer';
import { CorsPlugin } from './cors.plugin';
import type { RequestContext } from './gateway-plugin';

function context(method: string, headers: IncomingHttpHeaders): RequestContext {
  return {
    req: { method, headers } as IncomingMessage,
    clientIp: '127.0.0.1',
    route: null,
    state: new Map(),
  };
}

function responseHeaders(
  plugin: CorsPlugin,
  ctx: RequestContext,
  upstream: IncomingHttpHeaders = {},
) {
  const headers = { ...upstream };
  plugin.headerFilter(ctx, new RecordHeaderWriter(headers));
  return headers;
}

describe('CorsPlugin', () => {
  const plugin = new CorsPlugin({
    origins: ['http://localhost:8000', 'http://127.0.0.1:8000'],
    credentials: true,
    exposed_headers: ['x-request-id'],
  });

  it('only answers real preflights itself', () => {
    expect(plugin.access(context('OPTIONS', { origin: 'http://localhost:8000' }))).toBeUndefined();
    const preflight = plugin.access(
      context('OPTIONS', {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-custom',
      }),
    );
    expect(preflight).toMatchObject({
      status: 200,
      headers: {
        'Access-Control-Allow-Origin': 'http://localhost:8000',
        'Access-Control-Allow-Credentials': 'true',
        // No configured headers: Kong echoes the requested ones.
        'Access-Control-Allow-Headers': 'x-custom',
      },
    });
  });

  it('compares origins without default ports and refuses others', () => {
    expect(
      responseHeaders(plugin, context('GET', { origin: 'http://localhost:8000' })),
    ).toMatchObject({
      'access-control-allow-origin': 'http://localhost:8000',
      'access-control-expose-headers': 'x-request-id',
      vary: 'Origin',
    });
    const refused = responseHeaders(plugin, context('GET', { origin: 'http://localhost:9999' }), {
      'access-control-allow-origin': '*',
      vary: 'Accept-Encoding',
    });
    expect(refused['access-control-allow-origin']).toBeUndefined();
    expect(refused.vary).toBe('Accept-Encoding, Origin');
  });

  it('leaves same-origin requests (no Origin header) alone', () => {
    expect(responseHeaders(plugin, context('GET', {}))).toEqual({});
  });

  it('reflects the origin instead of * when credentials are allowed for all origins', () => {
    const open = new CorsPlugin({ origins: ['*'], credentials: true });
    expect(responseHeaders(open, context('GET', { origin: 'http://a.test' }))).toMatchObject({
      'access-control-allow-origin': 'http://a.test',
      'access-control-allow-credentials': 'true',
    });
  });

  it('matches regex origins as Kong does (anchored)', () => {
    const regex = new CorsPlugin({ origins: ['http://.*\\.filmcollab\\.test'] });
    expect(
      responseHeaders(regex, context('GET', { origin: 'http://app.filmcollab.test' }))[
        'access-control-allow-origin'
      ],
    ).toBe('http://app.filmcollab.test');
    expect(
      responseHeaders(regex, context('GET', { origin: 'http://app.filmcollab.test.evil.com' }))[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
  });
});
