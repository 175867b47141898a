import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import packageJson from '../package.json';

const srcDir = __dirname;

/** The folders under src of the entry points of `exports` besides the root. */
const entryFolders = Object.entries(packageJson.exports)
  .filter(([subpath, target]) => subpath !== '.' && typeof target === 'object')
  .map(([, target]) => dirname((target as { types: string }).types).replace(/^\.\/dist\//, ''));

function reExports(indexFile: string): string[] {
  const text = readFileSync(indexFile, 'utf8');
  return [...text.matchAll(/export \* from '([^']+)';/g)].map((match) =>
    relative(srcDir, join(dirname(indexFile), match[1])),
  );
}

/** zod's English messages (src/zod-messages.ts): imported by every entry point, exporting nothing. */
const INTERNAL_MODULES = ['zod-messages'];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    if (!entry.name.endsWith('.ts') || /(\.spec|index)\.ts$/.test(entry.name)) return [];
    return [relative(srcDir, path).replace(/\.ts$/, '')];
  });
}

describe('entry points', () => {
  it('every module is in exactly one domain entry point', () => {
    const exported = entryFolders.flatMap((folder) => reExports(join(srcDir, folder, 'index.ts')));
    const ours = modules(srcDir).filter((module) => !INTERNAL_MODULES.includes(module));
    expect([...exported].sort()).toEqual(ours.sort());
  });

  it('the root entry point is every domain entry point', () => {
    expect(reExports(join(srcDir, 'index.ts')).sort()).toEqual([...entryFolders].sort());
  });
});
