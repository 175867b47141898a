import { missedPageTargets, pageAuditReport, type PageAudit } from './page-audit-report';

const audit = (overrides: Partial<PageAudit>): PageAudit => ({
  path: '/auth',
  performance: 96,
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
  it('prints the scores, LCP, TBT, CLS and the JavaScript weight of every page', () => {
    const text = pageAuditReport([audit({}), audit({ path: '/features', lcpMs: 2210.4 })]);
    const [, , auth, features] = text.split('\n');
    expect(auth).toMatch(/^\/auth\s+96\s+100\s+100\s+1840\s+120\s+0\.000\s+280\.0\s+21$/);
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
});
