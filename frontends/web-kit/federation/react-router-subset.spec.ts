import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const frontendsDir = join(__dirname, '..', '..');
const VALUE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported as values from react-router by every frontend, with one file using each. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const frontend of readdirSync(frontendsDir, { withFileTypes: true })) {
    if (!frontend.isDirectory() || frontend.name === 'node_modules') continue;
    for (const file of sourceFiles(join(frontendsDir, frontend.name))) {
      for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
        if (typeOnly) continue;
        for (const part of list.split(',').map((name) => name.trim())) {
          if (part && !part.startsWith('type ')) names.set(part.split(/\s+as\s+/)[0], file);
        }
      }
    }
  }
  return names;
}

describe('the react-router subset the shell shares', () => {
  const subset = readFileSync(join(__dirname, 'react-router-subset.mjs'), 'utf8');
  const exported = new Set(
    /export\s*\{([^}]*)\}\s*from\s*'react-router-package'/
      .exec(subset)?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

  it('exports every react-router name a frontend imports (others would be undefined in the browser)', () => {
    const imported = importedRouterNames();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter(([name]) => !exported.has(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });
});
