type Puppeteer = typeof import('puppeteer-core');
export type Browser = Awaited<ReturnType<Puppeteer['launch']>>;

/** Debian's Chromium (`apt-get install chromium`); Lighthouse and puppeteer cannot download one here. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The headless Chromium Lighthouse drives. */
export async function launchChromium(): Promise<Browser> {
  const puppeteer = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
