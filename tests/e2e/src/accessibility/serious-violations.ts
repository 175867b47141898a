import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface SeriousViolation {
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: `${violation.help} (${violation.helpUrl})`,
      elements: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      ),
    }));
}

export function describeViolations(path: string, violations: SeriousViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${path}: [${violation.impact}] ${violation.rule}: ${violation.help}\n    ${violation.elements.join('\n    ')}`,
    )
    .join('\n');
}
