import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** tests/load/lib/config.js: the k6 scenarios' shared settings. */
export const K6_CONFIG = path.join(__dirname, '../../../load/lib/config.js');

export interface K6Config {
  /** `TARGETS`: k6 threshold expressions by name (`errorRate: 'rate<0.01'`, …). */
  targets: Record<string, string>;
  /** `LOAD.vus`: the scenarios' virtual users when no VUS is given. */
  vus: number;
}

/**
 * The k6 scenarios' own thresholds and load, read from their config module (evaluated as k6 would
 * with an empty `__ENV`), so `make bench` and `k6 run` can never judge by different targets.
 */
export function readK6Config(file = K6_CONFIG): K6Config {
  const source = readFileSync(file, 'utf8').replace(/^export /gm, '');
  const scope: { __ENV: Record<string, string>; exported?: K6Config } = { __ENV: {} };
  vm.runInNewContext(`${source}\nexported = { targets: TARGETS, vus: LOAD.vus };`, scope);
  if (!scope.exported) throw new Error(`${file}: no TARGETS or LOAD`);
  return scope.exported;
}
