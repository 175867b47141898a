/** What Lighthouse found on one page (mobile profile, default throttling). */
export interface PageAudit {
  path: string;
  /** The median run's performance score; `performanceRuns` has every run's. */
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of every script the page loaded. */
  scriptBytes: number;
  scriptCount: number;
}

/** The Lighthouse targets (scores out of 100) and the per-page JavaScript budget. */
export const PAGE_TARGETS = {
  performance: 90,
  accessibility: 95,
  bestPractices: 95,
  scriptBytes: 350 * 1024,
};

export function pageAuditReport(audits: PageAudit[]): string {
  const header = [
    'page'.padEnd(34),
    'perf'.padStart(5),
    'runs'.padStart(6),
    'a11y'.padStart(5),
    'b.p.'.padStart(5),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'JS KB'.padStart(7),
    'scripts'.padStart(8),
  ].join(' ');
  const lines = audits.map((a) =>
    [
      a.path.padEnd(34),
      String(a.performance).padStart(5),
      `${Math.min(...a.performanceRuns)}-${Math.max(...a.performanceRuns)}`.padStart(6),
      String(a.accessibility).padStart(5),
      String(a.bestPractices).padStart(5),
      a.lcpMs.toFixed(0).padStart(7),
      a.tbtMs.toFixed(0).padStart(7),
      a.cls.toFixed(3).padStart(6),
      (a.scriptBytes / 1024).toFixed(1).padStart(7),
      String(a.scriptCount).padStart(8),
    ].join(' '),
  );
  const goal = `targets: performance >= ${PAGE_TARGETS.performance}, accessibility >= ${PAGE_TARGETS.accessibility}, best practices >= ${PAGE_TARGETS.bestPractices}, JS <= ${PAGE_TARGETS.scriptBytes / 1024} KB compressed`;
  return [header, '-'.repeat(header.length), ...lines, goal].join('\n');
}

/** The pages that missed a target, as sentences. */
export function missedPageTargets(audits: PageAudit[]): string[] {
  return audits.flatMap((a) => {
    const missed: string[] = [];
    if (a.performance < PAGE_TARGETS.performance) missed.push(`performance ${a.performance}`);
    if (a.accessibility < PAGE_TARGETS.accessibility)
      missed.push(`accessibility ${a.accessibility}`);
    if (a.bestPractices < PAGE_TARGETS.bestPractices)
      missed.push(`best practices ${a.bestPractices}`);
    if (a.scriptBytes > PAGE_TARGETS.scriptBytes)
      missed.push(`JavaScript ${(a.scriptBytes / 1024).toFixed(1)} KB`);
    return missed.length > 0 ? [`${a.path}: ${missed.join(', ')}`] : [];
  });
}

/** The LCP of a page through module federation and with its remote built into the shell. */
export interface FederationRatio {
  path: string;
  federatedLcpMs: number;
  staticLcpMs: number;
}

/** The limit: a federated page is at most this many times slower to paint. */
export const MAX_FEDERATED_TO_STATIC_LCP = 1.2;

export function federationRatioReport(ratios: FederationRatio[]): string {
  return ratios
    .map(
      (r) =>
        `${r.path}: LCP federated ${r.federatedLcpMs.toFixed(0)} ms, built into the shell ${r.staticLcpMs.toFixed(0)} ms, ratio ${(r.federatedLcpMs / r.staticLcpMs).toFixed(2)} (limit ${MAX_FEDERATED_TO_STATIC_LCP})`,
    )
    .join('\n');
}

export function missedRatioTargets(ratios: FederationRatio[]): string[] {
  return ratios
    .filter((r) => r.federatedLcpMs > MAX_FEDERATED_TO_STATIC_LCP * r.staticLcpMs)
    .map(
      (r) =>
        `${r.path}: federated LCP is ${(r.federatedLcpMs / r.staticLcpMs).toFixed(2)} x the built-in one`,
    );
}
