module.exports = require('../jest.frontend-preset.js');
