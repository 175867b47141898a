// Builds the `community` remote: served at /remotes/community/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'community',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
