import type { IncomingHttpHeaders } from 'node:http';
import { RecordHeaderWriter } from '../http/record-header-writer';
import type { RequestContext } from './gateway-plugin';
import { PluginConfigError } from './plugin-config-error';
import { ResponseTransformerPlugin } from './response-transformer.plugin';

const ctx = {} as RequestContext;

function transform(config: unknown, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  new ResponseTransformerPlugin(config).headerFilter(ctx, new RecordHeaderWriter(headers));
  return headers;
}

describe('response-transformer (headers)', () => {
  it('adds a header only when the response has none, keeping colons in the value', () => {
    const config = {
      add: {
        headers: [
          "Content-Security-Policy:frame-ancestors 'none'",
          'X-Frame-Options:DENY',
          'Strict-Transport-Security:max-age=31536000; includeSubDomains',
        ],
      },
    };
    expect(transform(config, { 'content-security-policy': "script-src 'self'" })).toEqual({
      'content-security-policy': "script-src 'self'",
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(transform({ add: { headers: ['Link:<https://a.example>; rel=preload'] } }, {})).toEqual({
      link: '<https://a.example>; rel=preload',
    });
  });

  it("runs Kong's order: remove, rename, replace, add, append", () => {
    const config = {
      remove: { headers: ['x-powered-by'] },
      rename: { headers: ['x-old:x-new'] },
      replace: { headers: ['x-new:replaced', 'x-missing:never'] },
      add: { headers: ['x-new:not-added', 'x-added:yes'] },
      append: { headers: ['vary:Origin'] },
    };
    expect(
      transform(config, { 'x-powered-by': 'Express', 'x-old': 'value', vary: 'Accept' }),
    ).toEqual({ 'x-new': 'replaced', 'x-added': 'yes', vary: 'Accept, Origin' });
  });

  it('refuses body transformations, which it does not emulate', () => {
    expect(() => new ResponseTransformerPlugin({ add: { json: ['code:X'] } })).toThrow(
      PluginConfigError,
    );
  });
});
