// Jest runs CommonJS, while NestJS 12 and several of its dependencies ship ESM only (some nested deep in
// node_modules). Instead of listing them, transform any node_modules file that has ESM syntax with
// @swc/jest and leave plain CommonJS untouched.
const swcJest = require('@swc/jest');

const ESM_SYNTAX = /^\s*(import\s*[\w{*'"]|export\s)|\bimport\.meta\b/m;

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    const untouched = (src, filename) =>
      filename.includes('/node_modules/') && !ESM_SYNTAX.test(src);
    return {
      ...swc,
      process(src, filename, jestOptions) {
        return untouched(src, filename) ? { code: src } : swc.process(src, filename, jestOptions);
      },
      processAsync(src, filename, jestOptions) {
        return untouched(src, filename)
          ? Promise.resolve({ code: src })
          : swc.processAsync(src, filename, jestOptions);
      },
    };
  },
};
