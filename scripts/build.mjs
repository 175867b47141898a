// Builds every workspace in dependency order: shared libraries first, then what uses them. The
// workspaces of one stage do not depend on each other and build two at a time (2-core machines).
// A workspace whose inputs are unchanged since its last successful build is skipped
// (scripts/build-stamps.mjs); `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createBuildStamps } from './build-stamps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const parallel = Math.max(1, Math.min(2, availableParallelism()));
const force = process.argv.includes('--force');
const only = process.argv.slice(2).filter((arg) => arg !== '--force');
const wanted = (workspace) => !only.length || only.some((prefix) => workspace.startsWith(prefix));
const stampsFor = (workspaces) =>
  createBuildStamps({
    root,
    stampDir: path.join(root, 'node_modules', '.cache', 'filmcollab-build'),
    // What every build reads besides its own folder.
    sharedInputs: [
      'tsconfig.base.json',
      'package-lock.json',
      'frontends/webpack.common.js',
      'frontends/build-frontend.js',
      'services/build-service.js',
      'frontends/jest.frontend-preset.js',
    ],
    workspaces,
    extraInputs: { 'frontends/shell': remoteRouteDescriptors() },
  });

/** The shell bundles each remote's route descriptor: a changed one must rebuild the shell. */
function remoteRouteDescriptors() {
  return readdirSync(path.join(root, 'frontends'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `frontends/${entry.name}/src/routes.descriptor.json`);
}

/** Runs one build with its output held back, so parallel builds do not interleave their lines. */
function build(workspace, stamps) {
  if (!force && stamps.upToDate(workspace)) {
    console.log(`▶ build ${workspace}: up to date`);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--if-present', '-w', workspace]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ build ${workspace}${code === 0 ? '' : ' FAILED'}`);
      if (code !== 0) console.log(output);
      else stamps.remember(workspace);
      resolve(code === 0);
    });
  });
}

async function runStage(workspaces, stamps) {
  const queue = workspaces.filter(wanted);
  const failures = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!(await build(next, stamps))) failures.push(next);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failures.length) {
    console.error(`\n✖ build failed: ${failures.join(', ')}`);
    process.exit(1);
  }
}

await runStage(['contracts'], stampsFor(['contracts']));
// The services come from the one service registry in contracts, built just now.
const { SERVICE_NAMES } = await import('../contracts/dist/index.js');
// frontends/ui and frontends/web-kit have nothing to build: the frontends bundle their sources.
const stages = [
  ['infra/embedded-mongo', 'services/kit'],
  [...SERVICE_NAMES.map((name) => `services/${name}`), 'infra/dev', 'gateway/dev'],
  [
    'frontends/identity',
    'frontends/profiles',
    'frontends/projects',
    'frontends/notifications',
    'frontends/messaging',
    'frontends/workspace',
    'frontends/community',
    'frontends/contest',
    'frontends/discovery',
  ],
  ['frontends/shell'],
];
// ui and web-kit are not built, but the frontends bundle their sources: they count among the
// frontends' inputs as workspace dependencies (a change to them alone rebuilds the frontends).
const stamps = stampsFor(['contracts', 'frontends/ui', 'frontends/web-kit', ...stages.flat()]);
for (const stage of stages) await runStage(stage, stamps);
