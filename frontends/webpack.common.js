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

/**
 * `make bundle-report` (BUNDLE_REPORT=1): webpack-bundle-analyzer's treemap and the stats of
 * this frontend in test-results/bundles/ (ignored by git). Empty otherwise.
 * @param {string} name
 */
function bundleReportPlugins(name) {
  if (!process.env.BUNDLE_REPORT) return [];
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');
  const reportsDir = path.resolve(frontendsDir, '..', 'test-results', 'bundles');
  return [
    new BundleAnalyzerPlugin({
      analyzerMode: 'static',
      openAnalyzer: false,
      reportFilename: path.join(reportsDir, `${name}.html`),
      generateStatsFile: true,
      statsFilename: path.join(reportsDir, `${name}.stats.json`),
    }),
  ];
}

/**
 * webpack's own JavaScript minimizer (minimizer-webpack-plugin) with swc's minifier instead of
 * terser, at webpack's default two compress passes: terser took two thirds of a remote's build
 * (projects: 22.2 s, 7.6 s of it without minifying; 8.8 s with swc), and swc's output was no larger
 * (166.9 → 165.7 KB brotli).
 */
function javascriptMinimizer() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 } },
  });
}

/**
 * The optimization settings of every frontend build. JavaScript only is minified
 * (javascriptMinimizer replaces webpack's default minimizer, whose HTML/CSS minifier in 5.111
 * needs its counterpart in webpack 5.112, see useLocalWebpack). Chunks are split at webpack's
 * default sizes: at 5 KB a remote's header icon alone was six requests. The shell, which
 * provides the shared libraries, splits finer (shell/webpack.config.js).
 */
const frontendOptimization = {
  minimizer: [javascriptMinimizer()],
};

/**
 * The webpack config of a remote: built to <dir>/dist, served at /remotes/<name>/ (the shell
 * loads its remoteEntry.js), sharing the shell's singletons. Its stylesheet (src/styles.css, imported
 * by src/routes.ts) goes through Tailwind into its own CSS file, loaded with `./routes`.
 * The returned function carries `remote` ({ name, dir, exposes }) for the exposes test.
 * @param {{ name: string, dir: string, exposes: Record<string, string> }} remote
 */
function remoteWebpackConfig({ name, dir, exposes }) {
  const config = (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    const {
      sharedResolveAlias,
      sharedSingletons,
      SHARE_STRATEGY,
    } = require('@filmcollab/web-kit/federation/shared');
    const pkg = require(path.join(dir, 'package.json'));
    return {
      mode,
      entry: {},
      devtool: false,
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath: `/remotes/${name}/`,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: sharedResolveAlias },
      module: {
        rules: [
          swcRule,
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              'css-loader',
              {
                loader: 'postcss-loader',
                // Tailwind minifies the stylesheet itself (webpack's CSS minifier is off).
                options: {
                  postcssOptions: {
                    plugins: [['@tailwindcss/postcss', { optimize: mode === 'production' }]],
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // No mf-manifest.json: the shell loads remoteEntry.js itself (remote-registry.ts).
          manifest: false,
          dts: false,
          exposes,
          shared: sharedSingletons(pkg),
          shareStrategy: SHARE_STRATEGY,
          // The federation runtime comes from the shell (provideExternalRuntime there), not a
          // copy in every remoteEntry.js; a remote loads no remotes itself and runs in browsers
          // only, so remoteEntry.js leaves that code of the bundler runtime out.
          experiments: {
            externalRuntime: true,
            optimization: { disableRemote: true, target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        ...bundleReportPlugins(name),
      ],
      optimization: frontendOptimization,
      performance: { hints: false },
    };
  };
  return Object.assign(config, { remote: { name, dir, exposes } });
}

module.exports = {
  useLocalWebpack,
  swcRule,
  frontendsDir,
  frontendOptimization,
  remoteWebpackConfig,
  bundleReportPlugins,
};
