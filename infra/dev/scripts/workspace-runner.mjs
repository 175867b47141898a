// Runs one npm script in many workspaces, `parallelism` at a time, printing each workspace's output
// when it finishes so parallel runs stay readable.
import { execFileSync, spawn } from 'node:child_process';

/** Workspaces (sorted by location) that define `script`, except the skipped locations. */
export function workspacesWithScript(script, skipped = new Set()) {
  return JSON.parse(execFileSync('npm', ['query', '.workspace', '--json'], { encoding: 'utf8' }))
    .filter(({ location, scripts }) => !skipped.has(location) && scripts?.[script])
    .map(({ location }) => location)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * `npm run <script> -w <location> -- <args(location)>` in every location; `onDone(location, ok)`
 * after each. Resolves with the locations that failed.
 */
export async function runInWorkspaces({
  script,
  locations,
  parallelism,
  env,
  args = () => [],
  onDone,
}) {
  const failed = [];
  const queue = [...locations];
  const runOne = async (location) => {
    const { status, output, seconds } = await runCollectingOutput(
      'npm',
      ['run', script, '-w', location, '--', ...args(location)],
      { env },
    );
    console.log(`\n▶ ${script} ${location} (${seconds} s)\n${output.trimEnd()}`);
    if (status !== 0) failed.push(location);
    onDone?.(location, status === 0);
  };
  await Promise.all(
    Array.from({ length: Math.max(1, parallelism) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runOne(next);
    }),
  );
  return failed.sort();
}

/** Runs a command with its stdout and stderr held back; resolves with them, its status and time. */
export function runCollectingOutput(command, args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      resolve({ status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}
