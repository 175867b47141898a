import type { Measurement } from './measure';

/** The figures side by side, and how the gateway compares with the raw server. */
export function report(raw: Measurement, gateway: Measurement): string {
  const rows = [raw, gateway].map(
    (m) =>
      `${m.name.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(9)} req/s   p50 ${m.latencyP50Ms.toFixed(2).padStart(7)} ms   p99 ${m.latencyP99Ms.toFixed(2).padStart(7)} ms   (${m.requests} requests, ${m.non2xx} non-2xx, ${m.errors} errors)`,
  );
  const throughput = gateway.requestsPerSecond / raw.requestsPerSecond;
  const p50 = raw.latencyP50Ms > 0 ? gateway.latencyP50Ms / raw.latencyP50Ms : Number.NaN;
  const p99 = raw.latencyP99Ms > 0 ? gateway.latencyP99Ms / raw.latencyP99Ms : Number.NaN;
  return [
    ...rows,
    `ratio gateway / raw: throughput ${throughput.toFixed(3)} (${(throughput * 100).toFixed(1)} %), ` +
      `p50 latency x${p50.toFixed(2)}, p99 latency x${p99.toFixed(2)}`,
  ].join('\n');
}

/** Why a measurement cannot be trusted, or null when it can. */
export function problems(measurement: Measurement): string | null {
  if (measurement.requests === 0) return `${measurement.name}: no request completed`;
  if (measurement.non2xx > 0 || measurement.errors > 0) {
    return `${measurement.name}: ${measurement.non2xx} non-2xx answers and ${measurement.errors} errors (a 429 means the gateway's rate limit applies to this path)`;
  }
  return null;
}
