import type { LoadResult } from './run-load-scenario';
import { thresholdMet } from './threshold';

interface Verdict {
  what: string;
  expression: string;
  met: boolean;
}

/** Each scenario's k6 thresholds judged on its results: failed requests, then each step's latency. */
export function verdicts(result: LoadResult, targets: Record<string, string>): Verdict[] {
  const all = [...result.steps.values()];
  const requests = all.reduce((sum, samples) => sum + samples.count, 0) + result.unanswered;
  const failed = all.reduce((sum, samples) => sum + samples.failed, 0) + result.unanswered;
  const errorRate = targetOf(targets, 'errorRate');
  const verdictList: Verdict[] = [
    {
      what: `${result.scenario.name}: http_req_failed`,
      expression: errorRate,
      met:
        requests > 0 &&
        thresholdMet(errorRate, { failedRate: failed / requests, percentile: () => 0 }),
    },
  ];
  for (const [step, target] of Object.entries(result.scenario.latencyTargets)) {
    const samples = result.steps.get(step);
    const expression = targetOf(targets, target);
    verdictList.push({
      what: `${result.scenario.name}: http_req_duration{scenario_step:${step}}`,
      expression,
      met:
        samples !== undefined &&
        samples.count > 0 &&
        thresholdMet(expression, { failedRate: 0, percentile: (p) => samples.percentile(p) }),
    });
  }
  return verdictList;
}

/** The thresholds not met, as sentences for the bench's summary. */
export function missedLoadThresholds(
  results: LoadResult[],
  targets: Record<string, string>,
): string[] {
  return results
    .flatMap((result) => verdicts(result, targets))
    .filter(({ met }) => !met)
    .map(({ what, expression }) => `${what} ${expression} MISSED`);
}

/** Every step's figures (requests, rate, latency percentiles, failures) and the verdicts. */
export function loadReport(results: LoadResult[], targets: Record<string, string>): string {
  const header = [
    'scenario / step'.padEnd(28),
    'requests'.padStart(9),
    'req/s'.padStart(7),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'p99'.padStart(6),
    'failed'.padStart(7),
    '  k6 threshold',
  ].join(' ');
  const lines: string[] = [header, '-'.repeat(header.length + 16)];
  for (const result of results) {
    for (const [step, samples] of result.steps) {
      const target = result.scenario.latencyTargets[step];
      lines.push(
        [
          `${result.scenario.name} / ${step}`.padEnd(28),
          String(samples.count).padStart(9),
          (samples.count / result.durationSeconds).toFixed(0).padStart(7),
          samples.percentile(50).toFixed(0).padStart(6),
          samples.percentile(95).toFixed(0).padStart(6),
          samples.percentile(99).toFixed(0).padStart(6),
          String(samples.failed).padStart(7),
          target ? `  p95 ${targetOf(targets, target).replace('p(95)', '')} ms` : '',
        ].join(' '),
      );
    }
    for (const verdict of verdicts(result, targets)) {
      lines.push(
        `  ${verdict.what.padEnd(60)} ${verdict.expression.padEnd(12)} ${verdict.met ? 'met' : 'MISSED'}`,
      );
    }
    const failures = [...result.steps.values()].flatMap((samples) => [...samples.failures]);
    if (failures.length > 0) {
      const byStatus = new Map<number, number>();
      for (const [status, count] of failures)
        byStatus.set(status, (byStatus.get(status) ?? 0) + count);
      const list = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
      lines.push(
        `  ${result.scenario.name}: failed answers ${list}${byStatus.has(429) ? ' (429: the gateway’s per-IP rate limit)' : ''}`,
      );
    }
    if (result.unanswered > 0) {
      lines.push(`  ${result.scenario.name}: ${result.unanswered} requests unanswered`);
    }
  }
  return lines.join('\n');
}

function targetOf(targets: Record<string, string>, name: string): string {
  const expression = targets[name];
  if (!expression) throw new Error(`tests/load/lib/config.js has no TARGETS.${name}`);
  return expression;
}
