// Builds the `identity` remote: served at /remotes/identity/ with its mf-manifest.json.
const path = require('node:path');
const { swcRule } = require('../webpack.common');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('@filmcollab/web-kit/federation/shared');
const pkg = require('./package.json');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: {},
  devtool: false,
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/remotes/identity/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'identity',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: { rules: [swcRule] },
  plugins: [
    new ModuleFederationPlugin({
      name: 'identity',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './AuthPage': './src/auth-page/AuthPage.tsx',
        './WhoAmICard': './src/me/WhoAmICard.tsx',
        './ResetPasswordPage': './src/reset-password/ResetPasswordPage.tsx',
      },
      shared: sharedSingletons(pkg),
    }),
  ],
  performance: { hints: false },
});
