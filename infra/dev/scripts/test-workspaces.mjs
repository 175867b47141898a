#!/usr/bin/env node
// Runs every workspace's `test` script (jest), except the browser e2e which `make test` runs
// last, once Chromium is ensured. Two workspaces at a time (TEST_PARALLELISM overrides), each
// printed when it finishes; one embedded database and one nats-server serve the whole run.
// Keeps going after a failure and lists the failed workspaces.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInWorkspaces, workspacesWithScript } from './workspace-runner.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const skipped = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['tests/e2e']);
const parallelism = Number(process.env.TEST_PARALLELISM ?? 2);

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

const reports = mkdtempSync(path.join(tmpdir(), 'filmcollab-jest-'));
const failedTests = [];
const totals = { passed: 0, failed: 0 };
const reportOf = (location) => path.join(reports, `${location.replaceAll('/', '_')}.json`);

// Every workspace's test script ends in jest; its JSON report gives the totals printed at the end.
function countResults(location) {
  try {
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(
      readFileSync(reportOf(location), 'utf8'),
    );
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
    for (const file of testResults)
      for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
        failedTests.push(`${location}: ${test.fullName}`);
  } catch {
    // No report: the run failed before jest wrote one; the workspace is listed as failed.
  }
}

let failed;
try {
  failed = await runInWorkspaces({
    script: 'test',
    locations: workspacesWithScript('test', skipped),
    parallelism,
    env,
    args: (location) => ['--json', `--outputFile=${reportOf(location)}`],
    onDone: countResults,
  });
} finally {
  await infrastructure.stop();
  rmSync(reports, { recursive: true, force: true });
}
// Repeated at the very end: long CI logs are often cut in the middle.
for (const test of failedTests) console.error(`✖ ${test}`);
if (failed.length) console.error(`\n✖ tests failed in: ${failed.join(', ')}`);
else console.log('\n✔ all workspace tests passed');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (failed.length) process.exit(1);
