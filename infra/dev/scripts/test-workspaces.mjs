#!/usr/bin/env node
// Runs every workspace's `test` script (jest), except the browser e2e which `make test` runs
// last, once Chromium is ensured. Keeps going after a failure and lists the failed workspaces.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const skipped = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['tests/e2e']);
const workspaces = JSON.parse(
  execFileSync('npm', ['query', '.workspace', '--json'], { encoding: 'utf8' }),
);
// Every workspace's test script ends in jest; its JSON report gives the totals printed at the end.
const reports = mkdtempSync(path.join(tmpdir(), 'filmcollab-jest-'));
const failed = [];
const totals = { passed: 0, failed: 0 };
for (const { location, scripts } of workspaces.sort((a, b) =>
  a.location.localeCompare(b.location),
)) {
  if (skipped.has(location) || !scripts?.test) continue;
  console.log(`\n▶ test ${location}`);
  const report = path.join(reports, `${location.replaceAll('/', '_')}.json`);
  const result = spawnSync(
    'npm',
    ['test', '-w', location, '--', '--json', `--outputFile=${report}`],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed.push(location);
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
  } catch {
    // No report: the run failed before jest wrote one; the workspace is listed as failed.
  }
}
rmSync(reports, { recursive: true, force: true });
if (failed.length) console.error(`\n✖ tests failed in: ${failed.join(', ')}`);
else console.log('\n✔ all workspace tests passed');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (failed.length) process.exit(1);
