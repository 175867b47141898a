import { readJson } from './repo-files';

/**
 * Issue 15 item 7: `npm ci` in the images must work on Linux x64 and arm64. A lock written on one
 * machine can lose the other architecture's optional native packages (npm/cli#4828), and `npm ci`
 * refuses a lock missing any declared optional package (infra/docker/complete-lock-platforms.mjs
 * adds them).
 */
interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const entries = Object.entries(lock.packages);

/** Where Node would find `name` when required from the package at `from` (a lock path). */
function resolve(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** A package built for Linux on this one architecture (not a multi-platform package like pact-core). */
const forLinux = (entry: LockEntry, cpu: string) =>
  (entry.os ?? []).includes('linux') && entry.cpu?.length === 1 && entry.cpu[0] === cpu;

/** Linux `arm64` packages missing where the lock has the `x64` build of the same package. */
function missingLinuxPlatformPackages(packages: Record<string, LockEntry>): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (!forLinux(entry, 'x64')) continue;
    const sibling = path.replace(/x64(?!.*x64)/, 'arm64').replace(/x86_64(?!.*x86_64)/, 'aarch64');
    const found = packages[sibling];
    if (!found || !forLinux(found, 'arm64')) missing.push(sibling);
  }
  return missing;
}

/** Optional dependencies a package declares that the lock has no entry for: `npm ci` refuses those. */
function unlockedOptionalPackages(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolve(packages, path, name))
      .map((name) => `${path} -> ${name}`),
  );
}

describe('package-lock.json on Linux x64 and arm64', () => {
  it('has native optional packages for both Linux architectures', () => {
    expect(entries.filter(([, entry]) => forLinux(entry, 'x64')).length).toBeGreaterThan(5);
    expect(missingLinuxPlatformPackages(lock.packages)).toEqual([]);
  });

  it('has an entry for every optional dependency a package declares, as npm ci demands', () => {
    expect(unlockedOptionalPackages(lock.packages)).toEqual([]);
  });

  it('would notice an arm64 binding dropped from the lock', () => {
    const arm = entries.find(([, entry]) => forLinux(entry, 'arm64'));
    expect(arm).toBeDefined();
    const trimmed = Object.fromEntries(entries.filter(([path]) => path !== arm?.[0]));
    expect(missingLinuxPlatformPackages(trimmed)).toContain(arm?.[0]);
    expect(unlockedOptionalPackages(trimmed).join('\n')).toContain(
      arm?.[0].replace(/^.*node_modules\//, '-> '),
    );
  });
});
