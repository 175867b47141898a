/* eslint-disable @typescript-eslint/no-require-imports */
module.exports = { ...require('../../jest.preset.js'), testTimeout: 30000 };
