// Builds the `contest` remote: served at /remotes/contest/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'contest',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
