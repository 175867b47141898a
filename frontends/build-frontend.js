// Builds the frontend in the current directory with its own webpack (see webpack.common.js
// for why not the hoisted one). Usage from a frontend package: `node ../build-frontend.js`.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { useLocalWebpack } = require('./webpack.common');

const packageDir = process.cwd();
const mode = process.argv.includes('--development') ? 'development' : 'production';
useLocalWebpack(packageDir);
const webpack = require(process.env.FEDERATION_WEBPACK_PATH);
const config = require(path.join(packageDir, 'webpack.config.js'))({}, { mode });

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(stats.toString({ preset: 'summary', assets: true, colors: false }));
  if (stats.hasErrors()) {
    console.error(stats.toString({ preset: 'errors-warnings', colors: false }));
    process.exit(1);
  }
  if (mode === 'production') {
    // The brotli-11 and gzip-9 copies that nginx (production) and the dev gateway send as they are.
    const precompress = path.join(__dirname, 'precompress.mjs');
    execFileSync(process.execPath, [precompress, config.output.path], { stdio: 'inherit' });
  }
});
