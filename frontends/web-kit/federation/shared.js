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
  '@filmcollab/ui',
  '@filmcollab/web-kit',
  // Radix's building blocks that several kit entry points (and the remotes' own Radix
  // components) are made of: shared, they come once per page instead of once per container.
  '@radix-ui/react-primitive',
  '@radix-ui/react-slot',
  '@radix-ui/react-presence',
  '@radix-ui/react-portal',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-popper',
  '@radix-ui/react-collection',
  '@radix-ui/react-roving-focus',
  'react-remove-scroll',
  'aria-hidden',
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

const contractsPackageJson = require.resolve('@filmcollab/contracts/package.json');
const contractsPackage = require(contractsPackageJson);
const webKitPackage = require('../package.json');
const uiDir = path.join(__dirname, '..', '..', 'ui');
const uiPackage = require(path.join(uiDir, 'package.json'));

/**
 * Shared modules the shell provides whether or not it uses them (`import`: the file it provides):
 * it registers first, so every remote takes the shell's copy, and the modules they import by
 * relative path (web-kit's auth context, the contracts' common entry, a domain reading another's
 * schemas) are the shell's, once per page. A remote has no copy of its own (`import: false`).
 * - The contracts, one entry point per domain (`@filmcollab/contracts/profiles`, …; the
 *   package's `exports`), so a page builds the schemas of the domains it uses only: building
 *   every domain's took the main thread about 170 ms of a page load.
 * - The UI kit's Radix components, one entry point each (`@filmcollab/ui/dialog`, …): a page loads
 *   the ones it renders, built with the shell's copies of Radix's small helpers that the shell's
 *   other Radix pieces use too (a remote's own copy brought its own helpers: 2.4 KB more on /auth).
 * - web-kit's realtime socket and hooks (`@filmcollab/web-kit/realtime`): they and the realtime
 *   contracts load with the first remote that uses them (the header's bell, a chat), after the
 *   page is ready.
 */
const HOST_PROVIDED = [
  ...Object.entries(contractsPackage.exports)
    .filter(([subpath, target]) => subpath !== '.' && typeof target === 'object')
    .map(([subpath, target]) => ({
      name: `@filmcollab/contracts/${subpath.slice(2)}`,
      hostOptions: {
        import: path.join(path.dirname(contractsPackageJson), target.module),
        version: contractsPackage.version,
      },
    })),
  ...Object.entries(uiPackage.exports)
    .filter(([subpath]) => subpath !== '.')
    .map(([subpath, target]) => ({
      name: `@filmcollab/ui/${subpath.slice(2)}`,
      hostOptions: { import: path.join(uiDir, target), version: uiPackage.version },
    })),
  {
    name: '@filmcollab/web-kit/realtime',
    hostOptions: {
      import: path.join(__dirname, '..', 'realtime.ts'),
      version: webKitPackage.version,
    },
  },
];

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the package.json of the frontend being built
 * @param {{ host?: boolean }} [options] `host`: the shell's config
 */
function sharedSingletons(pkg, { host = false } = {}) {
  const deps = pkg.dependencies ?? {};
  const packageOf = (name) =>
    name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const singleton = (name, options) => [
    name,
    { singleton: true, requiredVersion: deps[packageOf(name)] ?? false, ...options },
  ];
  return Object.fromEntries([
    ...SINGLETONS.map((name) => singleton(name, name === 'react-router' ? ROUTER_SUBSET : {})),
    // A remote bundles no copy of what the shell always provides (`import: false`): its
    // remoteEntry.js registers none, and its build writes none of those fallback chunks.
    ...HOST_PROVIDED.map(({ name, hostOptions }) =>
      singleton(name, host ? hostOptions : { import: false }),
    ),
  ]);
}

/**
 * The share strategy of the shell and every remote. Under the default, 'version-first', each
 * shared module a chunk consumes for the first time (the hub's tabs, the header's menu) made the
 * runtime fetch the remoteEntry.js of every registered remote to compare versions (nine scripts
 * on the hub's critical path), and a remote registering later replaced a not yet loaded copy,
 * so two remotes could each load their own copy of a kit entry point. With 'loaded-first' the
 * copy registered first (the shell's, or the first remote's for what the shell does not use)
 * is the one every container uses.
 */
const SHARE_STRATEGY = 'loaded-first';

module.exports = { SHARE_STRATEGY, SINGLETONS, sharedSingletons, sharedResolveAlias };
