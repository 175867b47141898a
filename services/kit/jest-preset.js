// The jest settings for the kit and every service built on it.
const path = require('node:path');

module.exports = {
  ...require('../../jest.preset.js'),
  // One embedded database and one nats-server for the run; each suite claims its own share.
  globalSetup: path.join(__dirname, 'src/testing/jest/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/testing/jest/global-teardown.ts'),
  // Integration suites boot a service and talk to it over HTTP and NATS; the machines are busy.
  testTimeout: 30_000,
};
