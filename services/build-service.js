// Builds the service in the current directory: the files its tsconfig.build.json names, compiled
// to CommonJS in dist/ by swc, with the settings jest runs the same sources with (jest.preset.js).
// Types are not checked here: `make test`'s type-check stage checks every workspace once (a tsc
// build checked each service twice, and took 12 s where swc takes one).
// Usage from a service package: `node ../build-service.js`.
const { mkdirSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { transformFile } = require('@swc/core');
const ts = require('typescript');

const packageDir = process.cwd();
const srcDir = path.join(packageDir, 'src');
const outDir = path.join(packageDir, 'dist');

/** The sources tsconfig.build.json includes (its include and exclude; no type checking). */
function sourceFiles() {
  const configFile = path.join(packageDir, 'tsconfig.build.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts
    .parseJsonConfigFileContent(config, ts.sys, packageDir, undefined, configFile)
    .fileNames.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
}

async function compile(file) {
  const outFile = path.join(outDir, path.relative(srcDir, file)).replace(/\.ts$/, '.js');
  const { code, map } = await transformFile(file, {
    swcrc: false,
    sourceMaps: true,
    inlineSourcesContent: false,
    sourceFileName: path.relative(path.dirname(outFile), file),
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    // Dynamic import() stays import(): ESM-only packages load that way from CommonJS.
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${code}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
  writeFileSync(`${outFile}.map`, map);
}

async function main() {
  const files = sourceFiles();
  // A clean dist: no module of a deleted source lingers.
  rmSync(outDir, { recursive: true, force: true });
  await Promise.all(files.map(compile));
  console.log(`${path.basename(packageDir)}: ${files.length} files compiled to dist/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
