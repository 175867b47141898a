module.exports = { ...require('../../jest.preset.js'), testTimeout: 30000 };
