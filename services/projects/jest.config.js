module.exports = require('../kit/jest-preset.js');
