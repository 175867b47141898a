import { test as base, expect, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './serious-violations';
import { signedInUser } from './signed-in-user';

/** Gateway paths that are not pages of the app (the IdP's endpoints, the APIs, files). */
const NOT_APP_PAGES = /^\/(realms|api|storage|remotes)\//;
/** How long a revisited page may take to settle before axe looks at it. */
const SETTLE_MS = 10_000;
/**
 * Pages already found clean in this worker, as 'user path': the same page for the same user is
 * checked once per run, not again after every journey that signs in on /auth and lands on /.
 */
const checkedPages = new Set<string>();

/**
 * Playwright's `test` with an accessibility gate: every page the journey navigates to is
 * opened again once the journey ends (same tab, so the same session) and checked with
 * axe-core, unless this run already checked it for the same user; a serious or critical
 * violation fails the journey. Import `test` and `expect` from here in every *.e2e.ts, so a
 * new page is checked as soon as a journey visits it.
 */
export const test = base.extend<{ page: Page; closeOwnContexts: void }>({
  // Journeys open a context per person with `browser.newContext()`, which Playwright leaves open:
  // closed here, so their pages stop refreshing tokens and holding sockets for the rest of the run.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
  page: async ({ page }, use, testInfo) => {
    const appOrigin = new URL(testInfo.project.use.baseURL as string).origin;
    const visited = new Set<string>();
    const recordVisit = (url: string) => {
      const { origin, pathname, search } = new URL(url);
      if (origin === appOrigin && !NOT_APP_PAGES.test(pathname)) visited.add(pathname + search);
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) recordVisit(frame.url());
    });

    await use(page);

    if (testInfo.status !== testInfo.expectedStatus) return;
    const reports: string[] = [];
    const checked: string[] = [];
    for (const path of visited) {
      const user = await signedInUser(page, appOrigin);
      const pageKey = user && `${user} ${path}`;
      if (pageKey && checkedPages.has(pageKey)) continue;
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
      const violations = await seriousViolations(page);
      checked.push(path);
      if (violations.length > 0) reports.push(describeViolations(path, violations));
      else if (pageKey) checkedPages.add(pageKey);
    }
    testInfo.annotations.push({
      type: 'axe',
      description: `checked ${checked.join(', ') || 'nothing new'} of ${[...visited].join(', ')}`,
    });
    expect(reports, `axe-core: serious or critical violations\n${reports.join('\n')}`).toEqual([]);
  },
});

export { expect };
