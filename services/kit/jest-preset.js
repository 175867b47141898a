// The jest settings for the kit and every service built on it.
module.exports = {
  ...require('../../jest.preset.js'),
  // Integration suites start the embedded database, nats-server and a service; the machines are busy.
  testTimeout: 30_000,
};
