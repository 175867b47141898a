import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoPath } from './repo-files';

/**
 * Issue 18's developer loop: a restart without changes rebuilds nothing. The build's up-to-date
 * check runs here against a small repository of two workspaces (lib, and app depending on lib).
 */
describe('the incremental build (scripts/build-stamps.mjs)', () => {
  let repo: string;

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };

  /** Asks each workspace whether it is up to date, then records a successful build of `built`. */
  const check = (built: string[] = []): Record<string, boolean> => {
    const script = `
      import { createBuildStamps } from ${JSON.stringify(repoPath('scripts', 'build-stamps.mjs'))};
      const stamps = createBuildStamps({
        root: ${JSON.stringify(repo)},
        stampDir: ${JSON.stringify(path.join(repo, '.stamps'))},
        sharedInputs: ['tsconfig.base.json'],
        workspaces: ['lib', 'app'],
      });
      const answer = { lib: stamps.upToDate('lib'), app: stamps.upToDate('app') };
      for (const workspace of ${JSON.stringify(built)}) stamps.remember(workspace);
      console.log(JSON.stringify(answer));`;
    return JSON.parse(
      execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
  };

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'build-stamps-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    write('.gitignore', '.stamps\n');
    write('tsconfig.base.json', '{}');
    write('lib/package.json', JSON.stringify({ name: '@filmcollab/lib' }));
    write('lib/src/index.ts', 'export const a = 1;');
    write(
      'app/package.json',
      JSON.stringify({ name: '@filmcollab/app', dependencies: { '@filmcollab/lib': '*' } }),
    );
    write('app/src/main.ts', 'console.log(1);');
    mkdirSync(path.join(repo, 'app', 'dist'));
  });

  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('builds what was never built, then nothing while nothing changes', () => {
    expect(check(['lib', 'app'])).toEqual({ lib: false, app: false });
    expect(check()).toEqual({ lib: true, app: true });
    write('app/dist/main.js', 'output only');
    expect(check()).toEqual({ lib: true, app: true });
  });

  it('rebuilds a changed workspace and what depends on it, not the rest', () => {
    check(['lib', 'app']);
    write('app/src/main.ts', 'console.log(2);');
    expect(check()).toEqual({ lib: true, app: false });
    check(['app']);
    write('lib/src/new-file.ts', 'export const b = 2;');
    expect(check()).toEqual({ lib: false, app: false });
  });

  it('rebuilds everything when a shared input changes, and a workspace whose output is gone', () => {
    check(['lib', 'app']);
    rmSync(path.join(repo, 'app', 'dist'), { recursive: true });
    expect(check()).toEqual({ lib: true, app: false });
    write('tsconfig.base.json', '{ "strict": true }');
    expect(check()).toEqual({ lib: false, app: false });
  });
});
