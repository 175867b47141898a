import { execFileSync } from 'node:child_process';
import { readJson, REPO_ROOT } from './repo-files';

/** npm links a workspace's bin only if its file exists at install time: before any build. */
describe('workspace commands on a fresh clone', () => {
  const tracked = new Set(
    execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n'),
  );
  const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
  const manifests = execFileSync('git', ['ls-files', '*/package.json', '*/*/package.json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && workspaces.some((pattern) => matches(pattern, file)));

  const bins = manifests.flatMap((manifest) => {
    const dir = manifest.replace(/\/package\.json$/, '');
    const { bin } = readJson<{ bin?: string | Record<string, string> }>(manifest);
    const entries = typeof bin === 'string' ? { [dir]: bin } : (bin ?? {});
    return Object.entries(entries).map(([name, file]) => ({
      name,
      file: `${dir}/${file.replace(/^\.\//, '')}`,
    }));
  });

  it('finds the declared commands (embedded-mongo among them)', () => {
    expect(bins.map((bin) => bin.name)).toContain('embedded-mongo');
  });

  it.each(bins)('$name points at a committed file ($file), not a build output', ({ file }) => {
    expect(tracked.has(file)).toBe(true);
  });
});

function matches(pattern: string, file: string): boolean {
  const dir = file.replace(/\/package\.json$/, '');
  return pattern.endsWith('/*')
    ? dir.startsWith(pattern.slice(0, -1)) && !dir.slice(pattern.length - 1).includes('/')
    : dir === pattern;
}
