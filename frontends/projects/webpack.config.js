// Builds the `projects` remote: served at /remotes/projects/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'projects',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
