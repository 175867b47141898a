import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { launchChromium } from './headless-chromium';
import { LIGHTHOUSE_RUNS } from './lighthouse-pages';
import type { FederationRatio } from './page-audit-report';

const REPO = resolve(__dirname, '..', '..', '..', '..');
const STATIC_FRONTENDS = join(REPO, 'test-results', 'static-shell');

/**
 * The LCP of pages loaded through module federation (the gateway at `gatewayUrl`) against the
 * same pages with the remotes compiled into the shell (tests/bench/static-shell), served by a
 * second gateway/dev on the same services. Signed-out pages only: the IdP accepts redirects to
 * the platform's own address, not to the second gateway.
 */
export async function federatedToStaticLcp(
  gatewayUrl: string,
  paths: string[],
): Promise<FederationRatio[]> {
  execFileSync(
    'node',
    [join(REPO, 'tests/bench/static-shell/build-static-shell.cjs'), STATIC_FRONTENDS],
    {
      stdio: 'inherit',
    },
  );
  const port = await freePort();
  const staticGateway = spawn('node', [join(REPO, 'gateway/dev/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FRONTENDS_DIR: STATIC_FRONTENDS,
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const staticUrl = `http://localhost:${port}`;
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromium();
  const lcp = async (url: string): Promise<number> => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    await context.close();
    const value = result?.lhr.audits['largest-contentful-paint']?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no LCP on ${url}`);
    return value;
  };
  try {
    await waitUntilServing(staticUrl);
    const ratios: FederationRatio[] = [];
    for (const path of paths) {
      const federated: number[] = [];
      const builtIn: number[] = [];
      // Alternating runs: a busy moment of the machine touches both builds alike.
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        federated.push(await lcp(`${gatewayUrl}${path}`));
        builtIn.push(await lcp(`${staticUrl}${path}`));
      }
      ratios.push({ path, federatedLcpMs: median(federated), staticLcpMs: median(builtIn) });
    }
    return ratios;
  } finally {
    await browser.close();
    staticGateway.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const ok = await fetch(url, { headers: { accept: 'text/html' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`the gateway serving the static shell did not answer at ${url}`);
}
