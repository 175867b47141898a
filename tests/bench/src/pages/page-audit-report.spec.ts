import {
  federationRatioReport,
  missedPageTargets,
  missedRatioTargets,
  pageAuditReport,
  type PageAudit,
} from './page-audit-report';

const audit = (overrides: Partial<PageAudit>): PageAudit => ({
  path: '/auth',
  performance: 96,
  performanceRuns: [94, 96, 97],
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1840,
  tbtMs: 120,
  cls: 0,
  scriptBytes: 280 * 1024,
  scriptCount: 21,
  ...overrides,
});

describe('page audit report', () => {
  it("prints the median run's scores with the range of all runs, LCP, TBT, CLS and the JavaScript weight of every page", () => {
    const text = pageAuditReport([audit({}), audit({ path: '/features', lcpMs: 2210.4 })]);
    const [, , auth, features] = text.split('\n');
    expect(auth).toMatch(/^\/auth\s+96\s+94-97\s+100\s+100\s+1840\s+120\s+0\.000\s+280\.0\s+21$/);
    expect(features).toContain('2210');
  });

  it('names each target a page missed, and nothing for pages that met them all', () => {
    expect(missedPageTargets([audit({})])).toEqual([]);
    expect(
      missedPageTargets([
        audit({ path: '/', performance: 89, accessibility: 94, scriptBytes: 351 * 1024 }),
      ]),
    ).toEqual(['/: performance 89, accessibility 94, JavaScript 351.0 KB']);
  });

  it('prints the federated-to-static LCP ratio and flags a page over 1.2 x', () => {
    const ratios = [
      { path: '/auth', federatedLcpMs: 3973.4, staticLcpMs: 3434 },
      { path: '/reset-password', federatedLcpMs: 4300, staticLcpMs: 3400 },
    ];
    expect(federationRatioReport(ratios)).toContain(
      '/auth: LCP federated 3973 ms, built into the shell 3434 ms, ratio 1.16 (limit 1.2)',
    );
    expect(missedRatioTargets(ratios)).toEqual([
      '/reset-password: federated LCP is 1.26 x the built-in one',
    ]);
  });
});
