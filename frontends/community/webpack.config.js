// Builds the `community` remote: served at /remotes/community/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'community',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
