// Preload hints in index.html for what every first render needs, so the browser fetches it
// while main.js downloads instead of one request round after another: the shell's shared
// libraries and bootstrap chunk. No remote is preloaded here: a page fetches only its own
// remote, which the shell starts loading from the route table at start
// (src/remotes/preload-route.ts, see frontends/README.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstRenderPreloadPlugin';

/**
 * JavaScript files of the entry's child chunk groups: the bootstrap import and the providers of
 * the shared libraries the bootstrap chunk consumes. A shared library only a lazy chunk uses
 * (the kit's dialog, menu, …) is fetched with that chunk, not preloaded.
 */
function firstRenderScripts(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const addFiles = (group) => {
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    const groups = [...entrypoint.childrenIterable];
    const originTypes = (group) => group.origins.map((origin) => origin.module?.type);
    const bootstrap = groups.filter((group) =>
      originTypes(group).some(
        (type) => type && type !== 'consume-shared-module' && type !== 'provide-module',
      ),
    );
    const consumedByBootstrap = new Set();
    for (const group of bootstrap) {
      addFiles(group);
      for (const chunk of group.chunks)
        for (const module of chunkGraph.getChunkModulesIterable(chunk))
          if (module.type === 'consume-shared-module')
            consumedByBootstrap.add(module.options.shareKey);
    }
    for (const group of groups) {
      const provided = group.origins
        .filter((origin) => origin.module?.type === 'provide-module')
        .map((origin) => origin.module._name);
      if (provided.some((name) => consumedByBootstrap.has(name))) addFiles(group);
    }
  }
  return [...files].sort();
}

class FirstRenderPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const link = (attributes) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes });
        const shared = firstRenderScripts(compilation).map((file) =>
          link({ href: `${publicPath}${file}`, as: 'script' }),
        );
        data.headTags.push(...shared);
        return data;
      });
    });
  }
}

module.exports = { FirstRenderPreloadPlugin };
