import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { BUNDLED_LIBRARY_MARKERS, type BundledLibrary } from './page-budget';

export interface ScriptTransfer {
  url: string;
  /** Body bytes as sent (compressed when the gateway compressed them). */
  bytes: number;
  contentEncoding: string;
  /** Requested before the shell marked the page ready: on the critical path. */
  beforeReady: boolean;
  /** The bundled libraries (zod, RTK) this script carries a copy of. */
  carries: BundledLibrary[];
}

export interface PageWeight {
  path: string;
  scripts: ScriptTransfer[];
  criticalPathBytes: number;
  totalBytes: number;
  /** Shared library → the copies (version from container) the federation runtime loaded. */
  sharedCopies: Record<string, string[]>;
  /** What the page's Content-Security-Policy refused (`directive blocked-uri`), e.g. zod's eval probe. */
  cspViolations: string[];
  /** Bundled library → how many loaded scripts carry a copy of it. */
  bundledCopies: Record<BundledLibrary, number>;
}

const bundledLibraries = Object.keys(BUNDLED_LIBRARY_MARKERS) as BundledLibrary[];

/** How long after the page is ready late scripts may still arrive and count in the total. */
const LATE_SCRIPTS_MS = 1500;

/** Set by the shell on `<html>` when the page's own content has rendered (shell/src/page-ready). */
const PAGE_READY_ATTRIBUTE = 'data-page-ready';
/** The shell's User Timing mark of that moment. */
const PAGE_READY_MARK = 'filmcollab:page-ready';

/**
 * Loads `path` as a visitor with an empty cache and weighs its JavaScript: the scripts the page
 * requested before the shell marked it ready (its own content rendered) — the critical path —
 * and all of them once the network is idle. Both moments are read from the page's own clock
 * (User Timing and Resource Timing), so the split does not depend on when the test notices.
 * `content` must be visible once the page is ready.
 */
export async function measurePageWeight(
  page: Page,
  path: string,
  content: (page: Page) => Locator,
): Promise<PageWeight> {
  // Routing every request turns Playwright's HTTP cache off: a first visit, even signed in.
  const passThrough = (route: Route) => route.continue();
  await page.route('**/*', passThrough);
  // The default buffer (250 entries) could fill before a signed-in page's late requests.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  await page.addInitScript(recordCspViolations);
  const pending: Promise<ScriptResponse | null>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, body, headers] = await Promise.all([
          request.sizes(),
          response.body().catch(() => Buffer.alloc(0)),
          response.allHeaders(),
        ]);
        return {
          url: request.url(),
          bytes: sizes.responseBodySize,
          contentEncoding: headers['content-encoding'] ?? 'identity',
          carries: bundledLibraries.filter((library) =>
            body.includes(BUNDLED_LIBRARY_MARKERS[library]),
          ),
        };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  let requestedBeforeReady: Set<string>;
  let cspViolations: string[];
  try {
    await page.goto(path);
    await page.locator(`html[${PAGE_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    expect(
      await content(page).isVisible(),
      `${path}: the page's content is shown when the shell marks it ready`,
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(LATE_SCRIPTS_MS);
    requestedBeforeReady = new Set(await scriptsRequestedBeforeReady(page));
    cspViolations = await page.evaluate(() => (window as CspRecordingWindow).cspViolations ?? []);
  } finally {
    page.off('requestfinished', onFinished);
    await page.unroute('**/*', passThrough);
  }
  const scripts = onePerUrl(
    (await Promise.all(pending)).filter((s): s is ScriptResponse => s !== null),
  ).map((s): ScriptTransfer => ({
    url: new URL(s.url).pathname,
    bytes: s.bytes,
    contentEncoding: s.contentEncoding,
    beforeReady: requestedBeforeReady.has(s.url),
    carries: s.carries,
  }));
  const sum = (list: ScriptTransfer[]) => list.reduce((total, s) => total + s.bytes, 0);
  return {
    path,
    scripts,
    cspViolations,
    criticalPathBytes: sum(scripts.filter((s) => s.beforeReady)),
    totalBytes: sum(scripts),
    sharedCopies: await loadedSharedCopies(page),
    bundledCopies: Object.fromEntries(
      bundledLibraries.map((library) => [
        library,
        scripts.filter((s) => s.carries.includes(library)).length,
      ]),
    ) as Record<BundledLibrary, number>,
  };
}

interface ScriptResponse {
  url: string;
  bytes: number;
  contentEncoding: string;
  carries: BundledLibrary[];
}

/**
 * Each script once. With the test's cache off (routing), a chunk the federation runtime
 * preloads while webpack also asks for it arrives twice; a browser with its HTTP cache
 * downloads it once.
 */
function onePerUrl(responses: ScriptResponse[]): ScriptResponse[] {
  return [...new Map(responses.map((response) => [response.url, response])).values()];
}

/** The URLs of the resources the document started fetching before the page-ready mark. */
async function scriptsRequestedBeforeReady(page: Page): Promise<string[]> {
  return page.evaluate((mark) => {
    const [ready] = performance.getEntriesByName(mark, 'mark');
    if (!ready) throw new Error(`the shell set no ${mark} mark`);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < ready.startTime)
      .map((entry) => entry.name);
  }, PAGE_READY_MARK);
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

type CspRecordingWindow = Window & { cspViolations?: string[] };

/** Runs in the page before its scripts: keeps every violation of its Content-Security-Policy. */
function recordCspViolations(): void {
  const recording = window as CspRecordingWindow;
  if (recording.cspViolations) return;
  const violations: string[] = [];
  recording.cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

export function describePageWeight(weight: PageWeight): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = weight.scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (s) =>
        `    ${kb(s.bytes).padStart(9)} ${s.contentEncoding.padEnd(8)} ${s.beforeReady ? 'critical' : 'late    '} ${s.url}`,
    );
  return [
    `${weight.path}: ${weight.scripts.length} scripts, critical path ${kb(weight.criticalPathBytes)}, total ${kb(weight.totalBytes)}`,
    ...lines,
  ].join('\n');
}
