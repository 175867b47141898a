// Builds the `profiles` remote: served at /remotes/profiles/, loaded by the shell through its remoteEntry.js.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'profiles',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.ts',
    // The feedback form for other remotes' screens.
    './FeedbackForm': './src/feedback/FeedbackForm.tsx',
  },
});
