// Builds the `notifications` remote: served at /remotes/notifications/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'notifications',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
