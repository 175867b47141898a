// Builds the `profiles` remote: served at /remotes/profiles/ with its mf-manifest.json.
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
    publicPath: '/remotes/profiles/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'profiles',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: { rules: [swcRule] },
  plugins: [
    new ModuleFederationPlugin({
      name: 'profiles',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './ProfilePage': './src/profile-view/ProfilePage.tsx',
        './ProfileByUsernamePage': './src/profile-view/ProfileByUsernamePage.tsx',
        './ProfileEditPage': './src/profile-edit/ProfileEditPage.tsx',
        './FeedbackPage': './src/feedback/FeedbackPage.tsx',
        './FeedbackForm': './src/feedback/FeedbackForm.tsx',
        './FeedbackDialog': './src/feedback/FeedbackDialog.tsx',
      },
      shared: sharedSingletons(pkg),
    }),
  ],
  performance: { hints: false },
});
