import { benchConfigFromEnv } from '../bench-config';
import { runPageBenchmarks } from './page-benchmarks';

/**
 * `make bench`'s page part alone (Lighthouse on the budget's pages, the federation LCP ratio)
 * against a running, seeded stack: `node tests/bench/dist/pages/pages-bench.js`. For checking
 * a frontend change without the service benchmarks' minutes.
 */
async function main(): Promise<number> {
  const missed = await runPageBenchmarks(benchConfigFromEnv(process.env));
  for (const line of missed) console.log(`missed: ${line}`);
  return missed.length > 0 ? 1 : 0;
}
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
