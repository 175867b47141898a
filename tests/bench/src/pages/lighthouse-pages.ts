import { type Browser, launchChromium } from './headless-chromium';
import type { PageAudit } from './page-audit-report';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/**
 * Lighthouse's figures vary from run to run on a busy two-core machine (the hub's performance
 * score by up to five points): each page is audited this many times, and Lighthouse's median
 * run (`computeMedianRun`, the run nearest the median FCP and TTI) is reported; the federation
 * ratio takes the median LCP of as many runs per build.
 */
export const LIGHTHOUSE_RUNS = 3;

type Page = Awaited<ReturnType<Browser['newPage']>>;
type Lighthouse = (typeof import('lighthouse'))['default'];
type Result = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];
/** Lighthouse and its median-run choice, loaded once (both are ES modules). */
interface LighthouseTools {
  lighthouse: Lighthouse;
  computeMedianRun: (runs: Result[]) => Result;
}

/**
 * Lighthouse (mobile profile, its default simulated throttling, the median of LIGHTHOUSE_RUNS)
 * in Debian's Chromium on the pages the budget covers: /auth and /features as a new visitor, the
 * hub and the account's own profile signed in (same tab, so the session survives; the cache is
 * cleared before each run).
 */
export async function auditPages(
  gatewayUrl: string,
  account: { email: string; password: string },
): Promise<PageAudit[]> {
  const tools: LighthouseTools = {
    lighthouse: (await import('lighthouse')).default,
    computeMedianRun: (await import('lighthouse/core/lib/median-run.js')).computeMedianRun,
  };
  const browser = await launchChromium();
  try {
    const audits: PageAudit[] = [];
    for (const path of ['/auth', '/features']) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      audits.push(await audit(tools, page, gatewayUrl, path, false));
      await context.close();
    }
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await signInInBrowser(page, gatewayUrl, account);
    audits.push(await audit(tools, page, gatewayUrl, '/', true));
    await page.goto(`${gatewayUrl}/profile`, { waitUntil: 'networkidle0' });
    const profilePath = new URL(page.url()).pathname;
    audits.push(await audit(tools, page, gatewayUrl, profilePath, true));
    await context.close();
    return audits;
  } finally {
    await browser.close();
  }
}

/** Signs in through the /auth page, as a person does; the tab keeps the session. */
export async function signInInBrowser(
  page: Page,
  gatewayUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${gatewayUrl}/auth`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email]', account.email);
  await page.type('input[type=password]', account.password);
  await Promise.all([
    page.waitForSelector('[data-testid=whoami]', { timeout: 30_000 }),
    page.click('button[type=submit]'),
  ]);
}

async function audit(
  { lighthouse, computeMedianRun }: LighthouseTools,
  page: Page,
  gatewayUrl: string,
  path: string,
  signedIn: boolean,
): Promise<PageAudit> {
  const runs: Result[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    if (signedIn) {
      // Keeping storage keeps the session; the cache goes, as for a first visit.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      `${gatewayUrl}${path}`,
      { logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: signedIn },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    runs.push(result.lhr);
  }
  const median = computeMedianRun(runs);
  const { audits } = median;
  const score = (id: string) => categoryScore(median, id);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    // A profile's id says nothing to the reader and would break the table's columns.
    path: `${path.replace(/\/user-profile\/.+$/, '/user-profile/:id')}${signedIn ? ' (signed in)' : ''}`,
    performance: score('performance'),
    performanceRuns: runs.map((lhr) => categoryScore(lhr, 'performance')),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    scriptCount: scripts.length,
  };
}

function categoryScore(lhr: Result, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}
