import { launchChromium } from '../pages/headless-chromium';
import { signInInBrowser } from '../pages/lighthouse-pages';

/** Quiet this long after the hub's network went idle before counting starts. */
const SETTLE_MS = 5_000;

export interface IdleTabResult {
  seconds: number;
  /** Every HTTP request the tab made while idle (the realtime socket's frames are not requests). */
  requests: string[];
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
    const page = await browser.newPage();
    await signInInBrowser(page, gatewayUrl, account);
    await page.goto(`${gatewayUrl}/`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return { seconds, requests };
  } finally {
    await browser.close();
  }
}
