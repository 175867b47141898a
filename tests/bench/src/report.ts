import type { Measurement } from './measure';

/** What a row must reach: a share of the raw Node baseline, or an absolute throughput. */
export type Target = { minRatioToRaw: number } | { minRequestsPerSecond: number };

export interface BenchRow {
  measurement: Measurement;
  target?: Target;
}

/** The rows as a table next to the raw Node baseline, with each target and whether it was met. */
export function report(raw: Measurement, rows: BenchRow[]): string {
  const header = [
    'row'.padEnd(44),
    'req/s'.padStart(8),
    'avg ms'.padStart(8),
    'p50'.padStart(5),
    'p99'.padStart(5),
    'vs raw'.padStart(8),
    '  target',
  ].join(' ');
  const lines = [{ measurement: raw }, ...rows].map(({ measurement: m, target }) =>
    [
      m.name.padEnd(44),
      m.requestsPerSecond.toFixed(0).padStart(8),
      m.latencyAverageMs.toFixed(2).padStart(8),
      String(m.latencyP50Ms).padStart(5),
      String(m.latencyP99Ms).padStart(5),
      (m.requestsPerSecond / raw.requestsPerSecond).toFixed(3).padStart(8),
      `  ${m === raw ? 'baseline' : describeTarget(raw, m, target)}`,
    ].join(' '),
  );
  return [header, '-'.repeat(header.length + 12), ...lines].join('\n');
}

/** The rows whose target was not reached, as sentences. */
export function missedTargets(raw: Measurement, rows: BenchRow[]): string[] {
  return rows
    .filter(({ measurement, target }) => target && !meets(raw, measurement, target))
    .map(
      ({ measurement, target }) =>
        `${measurement.name}: ${describeTarget(raw, measurement, target)}`,
    );
}

function meets(raw: Measurement, measurement: Measurement, target: Target): boolean {
  return 'minRatioToRaw' in target
    ? measurement.requestsPerSecond >= target.minRatioToRaw * raw.requestsPerSecond
    : measurement.requestsPerSecond >= target.minRequestsPerSecond;
}

function describeTarget(raw: Measurement, measurement: Measurement, target?: Target): string {
  if (!target) return '';
  const goal =
    'minRatioToRaw' in target
      ? `>= ${target.minRatioToRaw.toFixed(2)} x raw`
      : `>= ${target.minRequestsPerSecond} req/s`;
  return `${goal} ${meets(raw, measurement, target) ? 'met' : 'MISSED'}`;
}

/** Why a measurement cannot be trusted, or null when it can. */
export function problems(measurement: Measurement): string | null {
  if (measurement.requests === 0) return `${measurement.name}: no request completed`;
  if (measurement.non2xx > 0 || measurement.errors > 0) {
    return `${measurement.name}: ${measurement.non2xx} non-2xx answers and ${measurement.errors} errors (a 429 means the gateway's rate limit applies to this path)`;
  }
  return null;
}

/** The round with the median throughput: one noisy round neither flatters nor sinks a row. */
export function medianRound(rounds: Measurement[]): Measurement {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
