import type { Locator, Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { demoAccount } from './demo-account';
import { signIn } from './journeys/sign-in';
import {
  CRITICAL_PATH_BUDGET_BYTES,
  CRITICAL_PATH_TARGET_BYTES,
  SHARED_SINGLETONS,
  TOTAL_JS_BUDGET_BYTES,
} from './page-weight/page-budget';
import {
  describePageWeight,
  measurePageWeight,
  type PageWeight,
} from './page-weight/measure-page-weight';

function expectWithinBudget(weight: PageWeight, criticalBudget = CRITICAL_PATH_BUDGET_BYTES): void {
  const report = describePageWeight(weight);
  console.log(report);
  // The gateway leaves bodies under 1 KB as they are: compressing them gains nothing.
  for (const script of weight.scripts.filter((s) => s.bytes > 1024))
    expect(script.contentEncoding, `${script.url} is sent compressed`).toMatch(/^(br|gzip)$/);
  expect(weight.criticalPathBytes, `critical-path JavaScript\n${report}`).toBeLessThanOrEqual(
    criticalBudget,
  );
  expect(weight.totalBytes, `total JavaScript\n${report}`).toBeLessThanOrEqual(
    TOTAL_JS_BUDGET_BYTES,
  );
  for (const library of SHARED_SINGLETONS)
    expect(weight.sharedCopies[library] ?? [], `copies of ${library}`).toHaveLength(1);
  for (const [library, copies] of Object.entries(weight.sharedCopies))
    expect(copies, `copies of ${library}`).toHaveLength(1);
  // zod probes `new Function` unless configured first (frontends/shell/src/zod-without-eval.ts).
  expect(weight.cspViolations, `${weight.path}: Content-Security-Policy violations`).toEqual([]);
  for (const [library, copies] of Object.entries(weight.bundledCopies))
    // A page that builds no schema (the shell's information pages) loads no zod at all.
    expect(copies, `scripts carrying their own copy of ${library}\n${report}`).toBeLessThanOrEqual(
      1,
    );
}

const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

test.describe('page weight: JavaScript within the budget, one copy of each shared library', () => {
  test('/auth as a new visitor', async ({ page }) => {
    expectWithinBudget(
      await measurePageWeight(page, '/auth', (p) => p.getByRole('button', { name: 'Sign In' })),
      CRITICAL_PATH_TARGET_BYTES,
    );
  });

  test('/features as a new visitor', async ({ page }) => {
    expectWithinBudget(
      await measurePageWeight(page, '/features', heading),
      CRITICAL_PATH_TARGET_BYTES,
    );
  });

  test('the hub and a profile page, signed in', async ({ page }) => {
    await signIn(page, demoAccount);
    expectWithinBudget(await measurePageWeight(page, '/', heading), CRITICAL_PATH_TARGET_BYTES);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/user-profile\//);
    const profilePath = new URL(page.url()).pathname;
    expectWithinBudget(
      await measurePageWeight(page, profilePath, (p) => p.locator('main h1')),
      CRITICAL_PATH_TARGET_BYTES,
    );
  });

  test('My Projects and a project page, signed in', async ({ page }) => {
    await signIn(page, demoAccount);
    expectWithinBudget(await measurePageWeight(page, '/projects', heading));

    await page.getByRole('list', { name: 'All Projects' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/project\//);
    const projectPath = new URL(page.url()).pathname;
    expectWithinBudget(await measurePageWeight(page, projectPath, heading));
  });
});
