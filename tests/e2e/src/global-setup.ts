import { execFile, execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStack } from '@filmcollab/dev-stack';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * Runs the whole embedded stack on the standard ports with a throwaway data directory,
 * seeds the demo account, and stops everything after the journeys.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmcollab-e2e-'));
  const logFile = path.join(repoRoot, 'test-results', 'e2e-stack.log');
  execFileSync('mkdir', ['-p', path.dirname(logFile)]);
  // Short-lived access tokens make expiry observable within a journey.
  process.env.ACCESS_TOKEN_TTL_SECONDS = '15';
  // Every journey signs up fresh accounts from this one address, past the 10 a minute a real
  // client may make; identity's sign-up integration spec covers that limit.
  process.env.SIGN_UP_MAX_PER_CLIENT_PER_MINUTE = '1000';
  // Every sign-up and sign-in hashes a password: a cheap scrypt keeps those from dominating the run.
  process.env.PASSWORD_HASH_COST = '10';
  const output = createWriteStream(logFile);
  console.log(`e2e: starting the stack (logs in ${path.relative(repoRoot, logFile)})`);
  const stack = await startStack({ dataDir, output, logLevel: 'warn' });
  // Asynchronously: the stack's S3 emulator runs in this process and must answer the seeds' uploads.
  const seeded = await promisify(execFile)(
    'node',
    [path.join(repoRoot, 'infra/dev/dist/cli.js'), 'seed'],
    { env: { ...process.env, FILMCOLLAB_DATA_DIR: dataDir }, maxBuffer: 16 * 1024 * 1024 },
  ).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  process.stdout.write(seeded.stdout);
  return async () => {
    await stack.stop();
    output.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
