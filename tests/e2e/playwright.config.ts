import { defineConfig } from '@playwright/test';

// Chromium comes from Debian (`apt-get install chromium`): Playwright cannot download browsers here.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One worker, measured 2026-11-23: two workers gained ~12 % on a journey subset on the 2-core
  // machine (the stack and two browsers share it), and made journeys sign out: a navigation that
  // aborts keycloak-js's in-flight refresh loses the rotated refresh token, and the IdP ends the
  // session when the old one comes back. Journeys that change an account's state use fresh
  // accounts of their own (journeys/projects.ts `verifiedAccount`, fresh-collaborators.ts); the
  // seeded ones are for reading, or for one file alone. Raising this needs that race fixed first.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
