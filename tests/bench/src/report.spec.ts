import type { Measurement } from './measure';
import { problems, report } from './report';

const raw: Measurement = {
  name: 'raw',
  requestsPerSecond: 20000,
  latencyAverageMs: 0.5,
  latencyP50Ms: 0,
  latencyP99Ms: 2,
  requests: 200000,
  non2xx: 0,
  errors: 0,
};

describe('bench report', () => {
  it('prints both figures and the gateway/raw ratios', () => {
    const text = report(raw, {
      ...raw,
      name: 'gateway',
      requestsPerSecond: 5000,
      latencyAverageMs: 2,
      latencyP50Ms: 2,
      latencyP99Ms: 8,
    });
    expect(text).toContain('20000 req/s');
    expect(text).toContain('5000 req/s');
    expect(text).toContain(
      'throughput 0.250 (25.0 %), latency avg x4.00, p50 n/a (raw < 1 ms), p99 x4.00',
    );
  });

  it('flags measurements with refused or failed requests', () => {
    expect(problems(raw)).toBeNull();
    expect(problems({ ...raw, non2xx: 3 })).toMatch(/3 non-2xx answers .* rate limit/);
    expect(problems({ ...raw, requests: 0 })).toMatch(/no request completed/);
  });
});
