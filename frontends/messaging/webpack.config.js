// Builds the `messaging` remote: served at /remotes/messaging/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'messaging',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
