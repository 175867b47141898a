// Builds the `messaging` remote: served at /remotes/messaging/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'messaging',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
