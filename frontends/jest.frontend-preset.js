// Jest settings shared by the frontends: the repository preset plus jsdom.
const path = require('node:path');
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup-dom.js')],
  // keycloak-js is ESM-only: transform it to CommonJS like the preset's other ESM-only deps.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@nats-io|mingo|nanoid|keycloak-js)/)'],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.js') },
  // A screen test types and clicks through real timers (debounces, toasts): seconds on a busy
  // 2-core machine running two workspaces at once, where jest's 5 s default fails them at random.
  testTimeout: 15_000,
};
