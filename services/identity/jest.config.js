const preset = require('../../jest.preset.js');

// NestJS 12, the Keycloak admin client and their dependencies ship ESM only, so node_modules are
// transformed too, except large CommonJS packages that gain nothing from it.
module.exports = {
  ...preset,
  transformIgnorePatterns: [
    '/node_modules/(mongodb|mongoose|bson|typescript|@swc|@babel|@jest|jest-[^/]+|pino[^/]*|fastify|@fastify|avvio|find-my-way|light-my-request|ajv[^/]*|rxjs|lodash[^/]*|@nats-io/nats-core)/',
  ],
};
