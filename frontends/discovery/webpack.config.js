// Builds the `discovery` remote: served at /remotes/discovery/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'discovery',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
