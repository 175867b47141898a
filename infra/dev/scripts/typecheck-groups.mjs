// Which workspaces can be type-checked as one program: those whose `typecheck` script is
// PLAIN_TYPECHECK and whose tsconfig.json extends the same file with the same compiler options
// (rootDir aside, which only places emitted files). Each group gets a generated tsconfig in
// node_modules/.cache that includes every member's `include`; a workspace with `paths`,
// `references` or `files` (relative to its own folder), or with a different script, stays alone.
// One difference from checking alone: a member's global declarations and module augmentations
// (`declare global`, `declare module`) are visible to the other members of its group.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLAIN_TYPECHECK = 'tsc -p tsconfig.json --noEmit';
const PLACEMENT_ONLY_OPTIONS = ['rootDir', 'outDir', 'noEmit'];

/**
 * @param {string} root the repository
 * @param {string[]} locations workspaces with a `typecheck` script
 * @returns {{ groups: { members: string[], configFile: string }[], alone: string[] }}
 */
export function groupedTypechecks(root, locations) {
  const ts = createRequire(path.join(root, 'package.json'))('typescript');
  const byKey = new Map();
  const alone = [];
  const configs = new Map(
    locations.map((location) => [location, readTsconfig(ts, root, location)]),
  );
  for (const location of locations) {
    const key = groupKey(root, location, configs.get(location));
    if (key === null) alone.push(location);
    else byKey.set(key, [...(byKey.get(key) ?? []), location]);
  }
  const cacheDir = path.join(root, 'node_modules', '.cache', 'filmcollab-typecheck');
  mkdirSync(cacheDir, { recursive: true });
  const groups = [];
  for (const [key, members] of byKey) {
    if (members.length === 1) {
      alone.push(members[0]);
      continue;
    }
    const { extendsFile, compilerOptions } = JSON.parse(key);
    const include = members.flatMap((location) =>
      configs.get(location).include.map((pattern) => path.join(root, location, pattern)),
    );
    const configFile = path.join(
      cacheDir,
      `${createHash('sha1').update(key).digest('hex').slice(0, 12)}.json`,
    );
    const config = { compilerOptions: { ...compilerOptions, noEmit: true }, include };
    if (extendsFile) config.extends = extendsFile;
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    groups.push({ members, configFile });
  }
  return { groups, alone: alone.sort((a, b) => a.localeCompare(b)) };
}

/** The grouping key of a workspace, or null when it must be checked alone. */
function groupKey(root, location, config) {
  const script = JSON.parse(readFileSync(path.join(root, location, 'package.json'), 'utf8')).scripts
    ?.typecheck;
  if (script !== PLAIN_TYPECHECK) return null;
  const options = { ...config.compilerOptions };
  if (options.paths || options.baseUrl || config.references || config.files) return null;
  if (!Array.isArray(config.include) || config.include.length === 0) return null;
  // A package's shared config (`@tsconfig/…`) would resolve from the generated file's folder.
  if (config.extends && !String(config.extends).startsWith('.')) return null;
  for (const option of PLACEMENT_ONLY_OPTIONS) delete options[option];
  const extendsFile = config.extends ? path.resolve(root, location, config.extends) : null;
  return JSON.stringify({ extendsFile, compilerOptions: sortedKeys(options) });
}

function readTsconfig(ts, root, location) {
  const file = path.join(root, location, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error)
    throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
}

function sortedKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}
