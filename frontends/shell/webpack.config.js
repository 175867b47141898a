// Builds the shell (module-federation host): served at / by the gateway.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  SHARE_STRATEGY,
  sharedResolveAlias,
  sharedSingletons,
} = require('@filmcollab/web-kit/federation/shared');
const { bundleReportPlugins, frontendOptimization, swcRule } = require('../webpack.common');
const { FirstRenderPreloadPlugin } = require('./first-render-preload-plugin');
const pkg = require('./package.json');

const injectExternalRuntimeCorePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** A cache group: the modules `test` matches, wherever they are used, as the one chunk `name`. */
function oneChunk(name, test) {
  return { test, name, chunks: 'all', priority: 20, enforce: true };
}

/**
 * Libraries that load together, one chunk each instead of a request per shared library:
 * - framework: what every page runs before its first render: React, the router, the store
 *   (react-redux, RTK with immer, redux, reselect) and the Radix pieces of the UI kit's Button.
 *   As separate shared chunks they were a dozen requests, more than a browser's six connections
 *   to the origin, and Radix's slot came a round trip later, once the kit's chunk had run.
 * - zod: its core, the mini API and the English messages: every schema needs all three.
 * - radix-core: what the kit's Radix primitives share (context, state, presence, focus order):
 *   split by size, up to eight requests before the hub's tabs could render.
 */
const cacheGroups = {
  framework: oneChunk(
    'framework',
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|immer|redux|reselect|@radix-ui[\\/](react-slot|react-primitive|react-compose-refs)|clsx)[\\/]/,
  ),
  zod: oneChunk('zod', /[\\/]node_modules[\\/]zod[\\/]/),
  radixCore: oneChunk(
    'radix-core',
    /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-context|react-use-controllable-state|react-use-callback-ref|react-use-layout-effect|react-use-effect-event|react-id|react-direction|react-presence|react-collection|react-roving-focus)[\\/]/,
  ),
};

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // The federation runtime cannot name the entry chunk with a content hash; index.html
      // links it with a ?hash query instead (HtmlWebpackPlugin `hash`).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shell',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: sharedResolveAlias },
    module: {
      rules: [
        swcRule,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader', 'postcss-loader'],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at runtime (src/remotes/remote-registry.ts).
        remotes: {},
        dts: false,
        shared: sharedSingletons(pkg, { host: true }),
        shareStrategy: SHARE_STRATEGY,
        // Remotes are built with externalRuntime: they use this runtime instead of their own.
        // This is what `experiments.provideExternalRuntime` adds, but as the plugin's ES module:
        // its CommonJS build requires the runtime's CommonJS build, a second copy in main.js.
        runtimePlugins: [injectExternalRuntimeCorePlugin],
        // `target: 'web'` leaves the runtime's Node.js code out of main.js (about 3 KB), and
        // `disableSnapshot` its manifest handling (1.3 KB): remotes are registered by their
        // remoteEntry.js (src/remotes/remote-registry.ts).
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
      }),
      // Sign-in target chosen at build time (empty: the IdP on the page's own origin).
      new DefinePlugin({
        'process.env.FILMCOLLAB_IDP_URL': JSON.stringify(process.env.FILMCOLLAB_IDP_URL ?? ''),
        'process.env.FILMCOLLAB_REALM': JSON.stringify(process.env.FILMCOLLAB_REALM ?? ''),
        'process.env.FILMCOLLAB_CLIENT_ID': JSON.stringify(process.env.FILMCOLLAB_CLIENT_ID ?? ''),
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        hash: true,
        favicon: './public/favicon.svg',
      }),
      new FirstRenderPreloadPlugin(),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
      ...bundleReportPlugins('shell'),
    ],
    optimization: {
      ...frontendOptimization,
      // Each shared library is a chunk of its own, and webpack copies a module needed by several
      // of them into each unless it is at least `minSize` (20 KB by default): reselect was in
      // three of RTK's shared chunks and react-dom's entry in two. At 5 KB such modules become a
      // chunk of their own; libraries that always load together are one chunk (cache groups).
      splitChunks: {
        minSize: 5000,
        cacheGroups,
      },
    },
    performance: { hints: false },
  };
};
