import type { IncomingMessage } from 'node:http';
import { RecordHeaderWriter } from '../http/record-header-writer';
import { CorrelationIdPlugin } from './correlation-id.plugin';
import type { RequestContext } from './gateway-plugin';

function context(headers: Record<string, string> = {}): RequestContext {
  return {
    req: { headers } as unknown as IncomingMessage,
    clientIp: '127.0.0.1',
    route: null,
    state: new Map(),
  };
}

describe('CorrelationIdPlugin', () => {
  it("uses Kong's defaults: Kong-Request-ID, uuid#counter, not echoed", () => {
    const plugin = new CorrelationIdPlugin({});
    const first = context();
    const second = context();
    plugin.access(first);
    plugin.access(second);
    expect(first.req.headers['kong-request-id']).toMatch(/^[0-9a-f-]{36}#1$/);
    expect(second.requestId).toMatch(/#2$/);
    const response = {};
    plugin.headerFilter(first, new RecordHeaderWriter(response));
    expect(response).toEqual({});
  });

  it('keeps a non-empty incoming id and replaces an empty one', () => {
    const plugin = new CorrelationIdPlugin({
      header_name: 'x-request-id',
      generator: 'uuid',
      echo_downstream: true,
    });
    const kept = context({ 'x-request-id': 'abc' });
    plugin.access(kept);
    expect(kept.requestId).toBe('abc');
    const empty = context({ 'x-request-id': '' });
    plugin.access(empty);
    expect(empty.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses the tracker generator it cannot emulate', () => {
    expect(() => new CorrelationIdPlugin({ generator: 'tracker' })).toThrow(/not emulated/);
  });
});
