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

/** One autocannon run (programmatic API) of GET `url` for a fixed duration. */
export async function measure(
  name: string,
  url: string,
  durationSeconds: number,
  connections: number,
): Promise<Measurement> {
  const result = await autocannon({ url, method: 'GET', duration: durationSeconds, connections });
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
