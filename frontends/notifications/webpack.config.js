// Builds the `notifications` remote: served at /remotes/notifications/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'notifications',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
