import { type Browser, launchChromium } from '../pages/headless-chromium';
import { signInInBrowser } from '../pages/lighthouse-pages';

/** Quiet this long after the hub's network went idle before counting starts. */
const SETTLE_MS = 5_000;

export interface IdleTabResult {
  seconds: number;
  /** Every HTTP request the tab made while idle (the realtime socket's frames are not requests). */
  requests: string[];
  /** Why the tab could not be watched (then `requests` is empty). */
  failure?: string;
}

/**
 * A signed-in tab left alone on the hub: signs in through /auth in Debian's Chromium, opens the
 * hub, waits for it to settle, then records every request the page makes for `seconds`.
 */
export async function watchIdleTab(
  gatewayUrl: string,
  account: { email: string; password: string },
  seconds: number,
): Promise<IdleTabResult> {
  const browser = await launchChromium();
  try {
    return await watch(browser, gatewayUrl, account, seconds);
  } catch (error) {
    return { seconds, requests: [], failure: (error as Error).message };
  } finally {
    await browser.close();
  }
}

async function watch(
  browser: Browser,
  gatewayUrl: string,
  account: { email: string; password: string },
  seconds: number,
): Promise<IdleTabResult> {
  const page = await browser.newPage();
  await signInInBrowser(page, gatewayUrl, account);
  await page.goto(`${gatewayUrl}/`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return { seconds, requests };
}
