const path = require('node:path');
const frontendPreset = require('../jest.frontend-preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...frontendPreset,
  testEnvironment: path.join(__dirname, '../jest.environment-with-fetch.js'),
};
