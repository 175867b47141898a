// Builds the `discovery` remote: served at /remotes/discovery/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'discovery',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
