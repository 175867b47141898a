// The jest settings for the kit and every service built on it: the root preset, plus ESM-only
// dependencies (NestJS 12, jose, @nats-io, …) compiled to CommonJS wherever they sit in node_modules.
const path = require('node:path');
const root = require('../../jest.preset.js');

const [pattern, [, swcOptions]] = Object.entries(root.transform)[0];

module.exports = {
  ...root,
  transform: { [pattern]: [path.join(__dirname, 'jest-esm-transformer.js'), swcOptions] },
  transformIgnorePatterns: [],
  // Integration suites start the embedded database, nats-server and a service; the machines are busy.
  testTimeout: 30_000,
};
