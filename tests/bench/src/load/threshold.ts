/** What a k6 threshold judges here: the share of failed requests, or a latency percentile (ms). */
export interface ThresholdInput {
  failedRate: number;
  /** Latency percentile in ms, by percentile (95 → p95). */
  percentile: (p: number) => number;
}

const EXPRESSION = /^(rate|p\((\d+(?:\.\d+)?)\))\s*(<=|<)\s*(\d+(?:\.\d+)?)$/;

/**
 * Evaluates a k6 threshold expression of the forms the scenarios use: `rate<0.01` on
 * `http_req_failed`, `p(95)<=100` on `http_req_duration`. Anything else is refused, not ignored.
 */
export function thresholdMet(expression: string, input: ThresholdInput): boolean {
  const match = EXPRESSION.exec(expression.replaceAll(' ', ''));
  if (!match) throw new Error(`unsupported k6 threshold: ${expression}`);
  const [, aggregate, percentile, operator, limitText] = match;
  const value = aggregate === 'rate' ? input.failedRate : input.percentile(Number(percentile));
  const limit = Number(limitText);
  return operator === '<' ? value < limit : value <= limit;
}
