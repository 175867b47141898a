// Services are ESM-heavy (NestJS 12): the kit's preset compiles them and starts the test infrastructure.
const path = require('node:path');
const preset = require('../../services/kit/jest-preset.js');

const [, sharedTransformer] = Object.entries(preset.transform)[0];
const jsonSchemaFaker = path.join(__dirname, '../../node_modules/json-schema-faker/dist');

module.exports = {
  ...preset,
  // json-schema-faker is published for `import` only, minified (`export{…}`, which the shared
  // transformer's ESM sniffing misses): mapped to its file and always compiled to CommonJS.
  moduleNameMapper: { '^json-schema-faker$': path.join(jsonSchemaFaker, 'index.js') },
  transform: {
    'json-schema-faker/dist/.+\\.js$': ['@swc/jest', sharedTransformer[1]],
    ...preset.transform,
  },
};
