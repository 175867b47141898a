// Which workspaces need building: a workspace is up to date when its files (tracked, or untracked
// and not ignored; dist/ excluded), the shared build inputs and its workspace dependencies'
// fingerprints are what they were at its last successful build, and its dist/ is still there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ root: string, stampDir: string, sharedInputs: string[], workspaces: string[],
 *   extraInputs?: Record<string, string[]> }} options `extraInputs`: files outside a workspace
 *   that its build reads (the shell bundles every remote's route descriptor).
 */
export function createBuildStamps({ root, stampDir, sharedInputs, workspaces, extraInputs = {} }) {
  const readManifest = (workspace) =>
    JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  const workspaceOf = new Map(
    workspaces.map((workspace) => [readManifest(workspace).name, workspace]),
  );
  const fingerprints = new Map();

  function fingerprint(workspace) {
    if (fingerprints.has(workspace)) return fingerprints.get(workspace);
    const hash = createHash('sha256');
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', workspace], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.includes('/dist/') && existsSync(path.join(root, file)));
    for (const file of [
      ...[...sharedInputs, ...(extraInputs[workspace] ?? [])].filter((f) =>
        existsSync(path.join(root, f)),
      ),
      ...files.sort(),
    ]) {
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
    const manifest = readManifest(workspace);
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).sort();
    for (const name of names) {
      const dependency = workspaceOf.get(name);
      if (dependency) hash.update(fingerprint(dependency));
    }
    const digest = hash.digest('hex');
    fingerprints.set(workspace, digest);
    return digest;
  }

  const stampOf = (workspace) => path.join(stampDir, workspace.replaceAll('/', '_'));

  return {
    upToDate(workspace) {
      if (!existsSync(stampOf(workspace))) return false;
      const stamp = JSON.parse(readFileSync(stampOf(workspace), 'utf8'));
      const outputThere = !stamp.dist || existsSync(path.join(root, workspace, 'dist'));
      return outputThere && stamp.fingerprint === fingerprint(workspace);
    },
    remember(workspace) {
      mkdirSync(stampDir, { recursive: true });
      const dist = existsSync(path.join(root, workspace, 'dist'));
      writeFileSync(
        stampOf(workspace),
        JSON.stringify({ fingerprint: fingerprint(workspace), dist }),
      );
    },
  };
}
