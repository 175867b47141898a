import type { Locator, Page, Request, Route } from '@playwright/test';
import { ZOD_COPY_MARKER } from './page-budget';

export interface ScriptTransfer {
  url: string;
  /** Body bytes as sent (compressed when the gateway compressed them). */
  bytes: number;
  contentEncoding: string;
  beforeUsable: boolean;
  containsZod: boolean;
}

export interface PageWeight {
  path: string;
  scripts: ScriptTransfer[];
  criticalPathBytes: number;
  totalBytes: number;
  /** Shared library → the copies (version from container) the federation runtime loaded. */
  sharedCopies: Record<string, string[]>;
  zodCopies: number;
}

/** How long after the page is usable late scripts may still arrive and count in the total. */
const LATE_SCRIPTS_MS = 1500;

/**
 * Loads `path` as a visitor with an empty cache and weighs its JavaScript: the scripts that
 * arrived before `usable` (the page's own content) became visible — the critical path — and
 * all of them once the network is idle.
 */
export async function measurePageWeight(
  page: Page,
  path: string,
  usable: (page: Page) => Locator,
): Promise<PageWeight> {
  // Routing every request turns Playwright's HTTP cache off: a first visit, even signed in.
  const passThrough = (route: Route) => route.continue();
  await page.route('**/*', passThrough);
  let usableAt = Number.POSITIVE_INFINITY;
  const pending: Promise<ScriptTransfer | null>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const finishedAt = Date.now();
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, body, headers] = await Promise.all([
          request.sizes(),
          // A script of a frame that navigated since (keycloak's silent check-sso iframe) has no
          // body left to read: it still weighs what it weighed, it just cannot be searched for zod.
          response.body().catch(() => Buffer.alloc(0)),
          response.allHeaders(),
        ]);
        return {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          contentEncoding: headers['content-encoding'] ?? 'identity',
          beforeUsable: finishedAt <= usableAt,
          containsZod: body.includes(ZOD_COPY_MARKER),
        };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(path);
    await usable(page).waitFor({ state: 'visible' });
    usableAt = Date.now();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(LATE_SCRIPTS_MS);
  } finally {
    page.off('requestfinished', onFinished);
    await page.unroute('**/*', passThrough);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptTransfer => s !== null);
  const sum = (list: ScriptTransfer[]) => list.reduce((total, s) => total + s.bytes, 0);
  return {
    path,
    scripts,
    criticalPathBytes: sum(scripts.filter((s) => s.beforeUsable)),
    totalBytes: sum(scripts),
    sharedCopies: await loadedSharedCopies(page),
    zodCopies: scripts.filter((s) => s.containsZod).length,
  };
}

interface ShareEntry {
  from: string;
  loaded?: boolean;
  loading?: unknown;
}

/** Reads the federation runtime's share scopes: which copy of each shared library was used. */
async function loadedSharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Scopes = Record<string, Record<string, Record<string, ShareEntry>>>;
    const federation = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } }
    ).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const libraries of Object.values(scopes))
        for (const [library, versions] of Object.entries(libraries))
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.loading) continue;
            const copy = `${version} from ${entry.from}`;
            copies[library] = [...new Set([...(copies[library] ?? []), copy])];
          }
    return copies;
  });
}

export function describePageWeight(weight: PageWeight): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = weight.scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (s) =>
        `    ${kb(s.bytes).padStart(9)} ${s.contentEncoding.padEnd(8)} ${s.beforeUsable ? 'critical' : 'late    '} ${s.url}`,
    );
  return [
    `${weight.path}: ${weight.scripts.length} scripts, critical path ${kb(weight.criticalPathBytes)}, total ${kb(weight.totalBytes)}`,
    ...lines,
  ].join('\n');
}
