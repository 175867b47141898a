// Preload hints in index.html for what every first render needs, so the browser fetches it
// while main.js downloads instead of one request round after another: the shell's shared
// libraries and bootstrap chunk, and each remote's mf-manifest.json and remoteEntry.js (the
// shell loads every remote's `./routes` at start, see frontends/README.md).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstRenderPreloadPlugin';
const REMOTE_MANIFEST = /'(\/remotes\/[a-z0-9-]+\/)mf-manifest\.json'/g;

/** The remotes' base paths, read from REMOTES in src/remotes/remote-registry.ts. */
function remoteBasePaths(shellDir) {
  const registry = fs.readFileSync(path.join(shellDir, 'src/remotes/remote-registry.ts'), 'utf8');
  return [...registry.matchAll(REMOTE_MANIFEST)].map((match) => match[1]);
}

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
  /** @param {{ shellDir: string }} options */
  constructor({ shellDir }) {
    this.shellDir = shellDir;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const link = (attributes) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes });
        const remotes = remoteBasePaths(this.shellDir).flatMap((base) => [
          // The federation runtime fetch()es the manifest: same mode and credentials as this.
          link({ href: `${base}mf-manifest.json`, as: 'fetch', crossorigin: 'anonymous' }),
          link({ href: `${base}remoteEntry.js`, as: 'script' }),
        ]);
        const shared = firstRenderScripts(compilation).map((file) =>
          link({ href: `${publicPath}${file}`, as: 'script' }),
        );
        data.headTags.push(...shared, ...remotes);
        return data;
      });
    });
  }
}

module.exports = { FirstRenderPreloadPlugin };
