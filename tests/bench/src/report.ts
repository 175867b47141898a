import type { Measurement } from './measure';

/** The figures side by side, and how the gateway compares with the raw server. */
export function report(raw: Measurement, gateway: Measurement): string {
  const rows = [raw, gateway].map(
    (m) =>
      `${m.name.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
      `latency avg ${m.latencyAverageMs.toFixed(2)} ms, p50 ${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms   ` +
      `(${m.requests} requests, ${m.non2xx} non-2xx, ${m.errors} errors)`,
  );
  const throughput = gateway.requestsPerSecond / raw.requestsPerSecond;
  return [
    ...rows,
    `ratio gateway / raw: throughput ${throughput.toFixed(3)} (${(throughput * 100).toFixed(1)} %), ` +
      `latency avg ${times(gateway.latencyAverageMs, raw.latencyAverageMs)}, ` +
      `p50 ${times(gateway.latencyP50Ms, raw.latencyP50Ms)}, p99 ${times(gateway.latencyP99Ms, raw.latencyP99Ms)}`,
  ].join('\n');
}

/** autocannon's percentiles have a 1 ms resolution: a 0 ms baseline has no meaningful ratio. */
function times(value: number, baseline: number): string {
  return baseline > 0 ? `x${(value / baseline).toFixed(2)}` : 'n/a (raw < 1 ms)';
}

/** Why a measurement cannot be trusted, or null when it can. */
export function problems(measurement: Measurement): string | null {
  if (measurement.requests === 0) return `${measurement.name}: no request completed`;
  if (measurement.non2xx > 0 || measurement.errors > 0) {
    return `${measurement.name}: ${measurement.non2xx} non-2xx answers and ${measurement.errors} errors (a 429 means the gateway's rate limit applies to this path)`;
  }
  return null;
}
