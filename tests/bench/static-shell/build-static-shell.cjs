// `make bench` only: the shell with every remote compiled in (no runtime federation of pages),
// written to <out>/shell/dist next to links to the remotes' builds, so gateway/dev can serve
// it with FRONTENDS_DIR=<out>. Usage: node build-static-shell.cjs <out>
const fs = require('node:fs');
const path = require('node:path');

const out = path.resolve(process.argv[2] ?? '');
const repo = path.resolve(__dirname, '..', '..', '..');
const shellDir = path.join(repo, 'frontends', 'shell');
const staticRegistry = path.join(__dirname, 'remote-registry.static.ts');

process.env.FEDERATION_WEBPACK_PATH = require.resolve('webpack', { paths: [shellDir] });
const webpack = require(process.env.FEDERATION_WEBPACK_PATH);
process.chdir(shellDir);
const config = require(path.join(shellDir, 'webpack.config.js'))({}, { mode: 'production' });
config.output.path = path.join(out, 'shell', 'dist');
config.resolve.modules = ['node_modules', path.join(repo, 'node_modules')];
config.plugins.push(
  new webpack.NormalModuleReplacementPlugin(/\/remote-registry$/, (resource) => {
    resource.request = staticRegistry;
  }),
);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
for (const remote of ['identity', 'profiles'])
  fs.symlinkSync(path.join(repo, 'frontends', remote), path.join(out, remote));

webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString({ preset: 'errors-only', colors: false }));
    process.exit(1);
  }
  // Nothing federated to fetch ahead in this build.
  const index = path.join(out, 'shell', 'dist', 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace(/<link rel="preload" href="\/remotes\/[^>]*>/g, ''),
  );
});
