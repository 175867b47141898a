// Builds the `workspace` remote: served at /remotes/workspace/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'workspace',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
