import type { Page, Request } from '@playwright/test';

/**
 * Holds the page's requests that match until `release()` is called, so a short-lived state
 * (an upload's progress bar) can be seen on a fast machine without sleeping. `stop()` once the
 * held requests are done.
 */
export async function holdRequests(
  page: Page,
  matches: (request: Request) => boolean,
): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (!matches(route.request())) return route.fallback();
    await released;
    await route.continue();
  };
  await page.route('**/*', handler);
  return { release, stop: () => page.unroute('**/*', handler) };
}
