// Builds the `identity` remote: served at /remotes/identity/ with its mf-manifest.json.
const { remoteWebpackConfig } = require('../webpack.common');

module.exports = remoteWebpackConfig({
  name: 'identity',
  dir: __dirname,
  exposes: {
    './AuthPage': './src/auth-page/AuthPage.tsx',
    './WhoAmICard': './src/me/WhoAmICard.tsx',
    './ResetPasswordPage': './src/reset-password/ResetPasswordPage.tsx',
  },
});
