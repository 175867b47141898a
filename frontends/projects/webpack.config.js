// Builds the `projects` remote: served at /remotes/projects/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'projects',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
