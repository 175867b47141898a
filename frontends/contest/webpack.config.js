// Builds the `contest` remote: served at /remotes/contest/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'contest',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
