import { federatedToStaticLcp } from './federation-ratio';
import { auditPages, LIGHTHOUSE_RUNS } from './lighthouse-pages';
import {
  federationRatioReport,
  missedPageTargets,
  missedRatioTargets,
  pageAuditReport,
} from './page-audit-report';

/**
 * `make bench`'s page part, also run alone by `pages-bench.ts`: Lighthouse on the budget's
 * pages and the federated-to-built-in LCP ratio, printed; returns the targets missed.
 */
export async function runPageBenchmarks(config: {
  gatewayUrl: string;
  account: { email: string; password: string };
}): Promise<string[]> {
  console.log(
    `\nLighthouse (mobile, simulated throttling) in Debian Chromium, the median of ${LIGHTHOUSE_RUNS} runs …`,
  );
  const audits = await auditPages(config.gatewayUrl, config.account);
  console.log(`\n${pageAuditReport(audits)}`);
  console.log(
    `\nThe same pages with the remotes built into the shell (Lighthouse, median of ${LIGHTHOUSE_RUNS}) …`,
  );
  const ratios = await federatedToStaticLcp(config.gatewayUrl, ['/auth', '/reset-password']);
  console.log(federationRatioReport(ratios));
  return [...missedPageTargets(audits), ...missedRatioTargets(ratios)];
}
