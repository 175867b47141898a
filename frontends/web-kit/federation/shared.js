// Module-federation `shared` config used by the shell and every remote: one copy of each
// library per page (the host's), so React, the router, the store, the RTK Query API and the
// keycloak-js instance in web-kit are the same objects in every remote.
//
// zod and RTK are deliberately not listed: a shared module keeps every export (zod's root export
// carries all its locales, about 480 KB; RTK's three entry points about 35 KB compressed). They
// reach the page inside the shared contracts and web-kit, tree-shaken, so remotes import them for
// types only (`import type { z } from 'zod'`) and take `skipToken` and the store from web-kit.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-redux',
  '@filmcollab/contracts',
  '@filmcollab/ui',
  '@filmcollab/web-kit',
];

const path = require('node:path');

const routerPackageJson = require.resolve('react-router/package.json');
/** react-router as shared: the subset the frontends use, at react-router's own version. */
const ROUTER_SUBSET = {
  import: path.join(__dirname, 'react-router-subset.mjs'),
  version: require(routerPackageJson).version,
};

/**
 * resolve.alias for every frontend build: `react-router-package` is the real react-router (its
 * production build; its `exports` would pick the development one), used by the subset module.
 */
const sharedResolveAlias = {
  'react-router-package$': path.join(
    path.dirname(routerPackageJson),
    'dist',
    'production',
    'index.mjs',
  ),
};

/** @param {{ dependencies?: Record<string, string> }} pkg the package.json of the frontend being built */
function sharedSingletons(pkg) {
  const deps = pkg.dependencies ?? {};
  const packageOf = (name) =>
    name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: deps[packageOf(name)] ?? false,
        ...(name === 'react-router' ? ROUTER_SUBSET : {}),
      },
    ]),
  );
}

module.exports = { SINGLETONS, sharedSingletons, sharedResolveAlias };
