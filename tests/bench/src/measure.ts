import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  latencyAverageMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface BenchTarget {
  url: string;
  headers?: Record<string, string>;
}

/** One autocannon run (programmatic API) of GET `target` for a fixed duration. */
export async function measure(
  name: string,
  target: BenchTarget,
  durationSeconds: number,
  connections: number,
): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    method: 'GET',
    duration: durationSeconds,
    connections,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    latencyAverageMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
