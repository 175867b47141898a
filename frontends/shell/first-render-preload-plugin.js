// Preload hints in index.html for what every first render needs, so the browser fetches it
// while main.js downloads instead of one request round after another: the shell's shared
// libraries and bootstrap chunk. No remote is preloaded here: a page fetches only its own
// remote, which the shell starts loading from the route table at start
// (src/remotes/preload-route.ts, see frontends/README.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstRenderPreloadPlugin';

/** JavaScript files of the entry's child chunk groups: the bootstrap import and the providers of the shared libraries. */
function firstRenderScripts(compilation) {
  const files = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.childrenIterable) {
      const fromBootstrapOrProvider = group.origins.some(
        (origin) => origin.module && origin.module.type !== 'consume-shared-module',
      );
      if (!fromBootstrapOrProvider) continue;
      for (const chunk of group.chunks)
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
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
