// Builds the `workspace` remote: served at /remotes/workspace/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'workspace',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
