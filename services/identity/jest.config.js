// The service kit's jest preset compiles the ESM-only dependencies (NestJS 12, jose, the Keycloak admin client, …).
const kit = require('../kit/jest-preset.js');

// Integration suites boot the embedded database, nats-server and the service; on a busy machine that takes a while.
module.exports = { ...kit, testTimeout: 30_000 };
