import { benchConfigFromEnv } from './bench-config';

describe('bench config', () => {
  it('defaults to the dev stack on localhost, the demo account and 50 connections for 8 s', () => {
    expect(benchConfigFromEnv({})).toEqual({
      gatewayUrl: 'http://localhost:8000',
      serviceUrl: 'http://127.0.0.1:3002',
      projectsUrl: 'http://127.0.0.1:3005',
      path: '/api/identity/health/live',
      account: { email: 'demo@filmcollab.local', password: 'Demo-Passw0rd!' },
      durationSeconds: 8,
      connections: 50,
      rounds: 1,
    });
  });

  it('refuses a gateway or a service that is not on loopback', () => {
    expect(() => benchConfigFromEnv({ BENCH_GATEWAY_URL: 'http://example.com:8000' })).toThrow(
      /loopback only/,
    );
    expect(() => benchConfigFromEnv({ BENCH_SERVICE_URL: 'http://10.0.0.5:3002' })).toThrow(
      /loopback only/,
    );
  });
});
