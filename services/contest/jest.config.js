const path = require('node:path');
const preset = require('../kit/jest-preset.js');

module.exports = { ...preset, resolver: path.join(__dirname, 'jest-resolver.js') };
