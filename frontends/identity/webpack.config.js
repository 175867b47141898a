// Builds the `identity` remote: served at /remotes/identity/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'identity',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.ts',
    // The hub (a shell page) shows the signed-in account.
    './WhoAmICard': './src/me/WhoAmICard.tsx',
  },
});
