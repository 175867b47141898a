#!/usr/bin/env node
// Runs every workspace's `test` script (jest), except the browser e2e which `make test` runs
// last, once Chromium is ensured. Two workspaces at a time (TEST_PARALLELISM overrides), each
// printed when it finishes; one embedded database and one nats-server serve the whole run.
// Keeps going after a failure and lists the failed workspaces.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const skipped = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['tests/e2e']);
const parallelism = Number(process.env.TEST_PARALLELISM ?? 2);
const workspaces = JSON.parse(
  execFileSync('npm', ['query', '.workspace', '--json'], { encoding: 'utf8' }),
)
  .filter(({ location, scripts }) => !skipped.has(location) && scripts?.test)
  .sort((a, b) => a.location.localeCompare(b.location));

// The kit's jest preset uses this infrastructure instead of starting its own (see its globalSetup).
const { startSharedTestInfrastructure, TEST_INFRASTRUCTURE_VARIABLE } = createRequire(
  import.meta.url,
)(path.join(root, 'services/kit/dist/testing/index.js'));
const infrastructure = await startSharedTestInfrastructure();
// Testing Library prints the whole DOM on a failed query; a short excerpt keeps the log readable.
const env = {
  DEBUG_PRINT_LIMIT: '1500',
  ...process.env,
  [TEST_INFRASTRUCTURE_VARIABLE]: infrastructure.directory,
};

// Every workspace's test script ends in jest; its JSON report gives the totals printed at the end.
const reports = mkdtempSync(path.join(tmpdir(), 'filmcollab-jest-'));
const failed = [];
const failedTests = [];
const totals = { passed: 0, failed: 0 };

function runWorkspace(location) {
  const report = path.join(reports, `${location.replaceAll('/', '_')}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test', '-w', location, '--', '--json', `--outputFile=${report}`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ test ${location} (${seconds} s)\n${output.trimEnd()}`);
      if (status !== 0) failed.push(location);
      try {
        const { numPassedTests, numFailedTests, testResults } = JSON.parse(
          readFileSync(report, 'utf8'),
        );
        totals.passed += numPassedTests;
        totals.failed += numFailedTests;
        for (const file of testResults)
          for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
            failedTests.push(`${location}: ${test.fullName}`);
      } catch {
        // No report: the run failed before jest wrote one; the workspace is listed as failed.
      }
      resolve();
    });
  });
}

const queue = workspaces.map(({ location }) => location);
try {
  await Promise.all(
    Array.from({ length: Math.max(1, parallelism) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runWorkspace(next);
    }),
  );
} finally {
  await infrastructure.stop();
  rmSync(reports, { recursive: true, force: true });
}
// Repeated at the very end: long CI logs are often cut in the middle.
for (const test of failedTests) console.error(`✖ ${test}`);
if (failed.length) console.error(`\n✖ tests failed in: ${failed.sort().join(', ')}`);
else console.log('\n✔ all workspace tests passed');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (failed.length) process.exit(1);
