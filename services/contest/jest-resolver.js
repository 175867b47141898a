// music-metadata and its dependencies are ESM only and declare `import`/`node` conditions but no
// `require`: resolve them (and what they import) with the `import` condition; the kit's preset
// compiles the ESM it then loads.
const ESM_ONLY = /[\\/]node_modules[\\/](music-metadata|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|win-guid)([\\/]|$)/;

module.exports = (request, options) => {
  if (request === 'music-metadata' || ESM_ONLY.test(options.basedir)) {
    return options.defaultResolver(request, {
      ...options,
      conditions: ['node', 'import', 'default'],
    });
  }
  return options.defaultResolver(request, options);
};
