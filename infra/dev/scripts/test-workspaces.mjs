#!/usr/bin/env node
// Runs every workspace's `test` script (jest), except the browser e2e which `make test` runs
// last, once Chromium is ensured. Keeps going after a failure and lists the failed workspaces.
import { execFileSync, spawnSync } from 'node:child_process';

const skipped = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['tests/e2e']);
const workspaces = JSON.parse(
  execFileSync('npm', ['query', '.workspace', '--json'], { encoding: 'utf8' }),
);
const failed = [];
for (const { location, scripts } of workspaces.sort((a, b) =>
  a.location.localeCompare(b.location),
)) {
  if (skipped.has(location) || !scripts?.test) continue;
  console.log(`\n▶ test ${location}`);
  const result = spawnSync('npm', ['test', '-w', location], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(location);
}
if (failed.length) {
  console.error(`\n✖ tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ all workspace tests passed');
