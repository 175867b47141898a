// Webpack pieces shared by the shell and the remotes.
const path = require('node:path');

/**
 * @module-federation/enhanced 2.9 reaches into webpack internals that webpack 5.112 removed
 * (lib/util/extractUrlAndGlobal), so the frontends pin webpack ~5.111 while the hoisted copy
 * may be newer. The plugin loads webpack through FEDERATION_WEBPACK_PATH when set: point it
 * at the webpack this package runs, so the CLI and the plugin share one webpack.
 * @param {string} packageDir
 */
function useLocalWebpack(packageDir) {
  process.env.FEDERATION_WEBPACK_PATH = require.resolve('webpack', { paths: [packageDir] });
}

/** TypeScript/TSX compiled by swc (fast on 2 cores); type checking is `npm run typecheck`. */
const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

const frontendsDir = path.resolve(__dirname);

module.exports = { useLocalWebpack, swcRule, frontendsDir };
