import { benchConfigFromEnv } from '../bench-config';
import { federatedToStaticLcp } from './federation-ratio';
import { auditPages, LIGHTHOUSE_RUNS } from './lighthouse-pages';
import {
  federationRatioReport,
  missedPageTargets,
  missedRatioTargets,
  pageAuditReport,
} from './page-audit-report';

/**
 * `make bench`'s page part alone (Lighthouse on the budget's pages, the federation LCP ratio)
 * against a running, seeded stack: `node tests/bench/dist/pages/pages-bench.js`. For checking
 * a frontend change without the service benchmarks' minutes.
 */
async function main(): Promise<number> {
  const config = benchConfigFromEnv(process.env);
  console.log(
    `Lighthouse (mobile, simulated throttling) in Debian Chromium, the median of ${LIGHTHOUSE_RUNS} runs …`,
  );
  const audits = await auditPages(config.gatewayUrl, config.account);
  console.log(`\n${pageAuditReport(audits)}`);
  console.log('\nThe same pages with the remotes built into the shell (Lighthouse, median of 3) …');
  const ratios = await federatedToStaticLcp(config.gatewayUrl, ['/auth', '/reset-password']);
  console.log(federationRatioReport(ratios));
  const missed = [...missedPageTargets(audits), ...missedRatioTargets(ratios)];
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
