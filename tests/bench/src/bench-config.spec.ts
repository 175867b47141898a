import { benchConfigFromEnv } from './bench-config';

describe('bench config', () => {
  it('defaults to the dev gateway on localhost:8000 and the identity liveness path', () => {
    expect(benchConfigFromEnv({})).toEqual({
      gatewayUrl: 'http://localhost:8000',
      path: '/api/identity/health/live',
      durationSeconds: 10,
      connections: 10,
    });
  });

  it('refuses a gateway that is not on loopback', () => {
    expect(() => benchConfigFromEnv({ BENCH_GATEWAY_URL: 'http://example.com:8000' })).toThrow(
      /loopback only/,
    );
  });
});
