// Builds every workspace in dependency order: shared libraries first, then what uses them. The
// workspaces of one stage do not depend on each other and build two at a time (2-core machines).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The services come from the one service registry in contracts, built by the first stage.
const services = async () => {
  const { SERVICE_NAMES } = await import('../contracts/dist/index.js');
  return SERVICE_NAMES.map((name) => `services/${name}`);
};

const stages = [
  ['contracts'],
  ['infra/embedded-mongo', 'services/kit'],
  [
    services,
    'infra/dev',
    'gateway/dev',
    'frontends/ui',
    'frontends/web-kit',
  ],
  ['frontends/identity', 'frontends/profiles'],
  ['frontends/shell'],
];
const parallel = Math.max(1, Math.min(2, availableParallelism()));
const only = process.argv.slice(2);
const wanted = (workspace) => !only.length || only.some((prefix) => workspace.startsWith(prefix));

/** Runs one build with its output held back, so parallel builds do not interleave their lines. */
function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--if-present', '-w', workspace]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ build ${workspace}${code === 0 ? '' : ' FAILED'}`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

for (const stage of stages) {
  const workspaces = (
    await Promise.all(stage.map((entry) => (typeof entry === 'function' ? entry() : [entry])))
  ).flat();
  const queue = workspaces.filter(wanted);
  const failures = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!(await build(next))) failures.push(next);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failures.length) {
    console.error(`\n✖ build failed: ${failures.join(', ')}`);
    process.exit(1);
  }
}
