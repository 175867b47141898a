// Builds the `profiles` remote: served at /remotes/profiles/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'profiles',
  dir: __dirname,
  exposes: {
    './ProfilePage': './src/profile-view/ProfilePage.tsx',
    './ProfileByUsernamePage': './src/profile-view/ProfileByUsernamePage.tsx',
    './ProfileEditPage': './src/profile-edit/ProfileEditPage.tsx',
    './FeedbackPage': './src/feedback/FeedbackPage.tsx',
    './FeedbackForm': './src/feedback/FeedbackForm.tsx',
    './FeedbackDialog': './src/feedback/FeedbackDialog.tsx',
  },
});
