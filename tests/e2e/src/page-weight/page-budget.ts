/**
 * The JavaScript a page may cost, in compressed bytes as the gateway sends them. Checked by
 * page-weight.e2e.ts; `make bench` prints the same figures. The critical path is what the page
 * requested before the shell marked it ready (frontends/README.md "Page weight"): the same to
 * the byte from run to run, so the budgets' headroom (about 5 %) is for growth, not noise.
 *
 * The target for the critical path is 170 KB. Measured through the dev gateway (issue
 * 16, 28 November: one federation runtime, RTK inside web-kit, the UI kit's Radix components as
 * entry points with Radix's building blocks shared, 'loaded-first'): /auth 225.4 KB, /features
 * 196.9 KB, the hub 269.1 KB, a profile 262.8 KB, /projects 264.3 KB, a project 276.5 KB. What
 * is left is mostly shared libraries every page needs: react-dom 61 KB, the federation runtime
 * (main.js) 30 KB, RTK 25 KB, zod 22 KB and the contracts 20 KB, the router 13 KB. On 29
 * November, with the contracts shared per domain (a page loads the entry points it uses): /auth
 * 215.6 KB, /features 184.5 KB, the hub 262.6 KB, a profile 250.2 KB, /projects 256.0 KB, a
 * project 268.0 KB; then with web-kit's realtime an entry point of its own and no contracts in
 * web-kit: /auth 207.9 KB, /features 174.2 KB, the hub 256.9 KB, a profile 244.6 KB, /projects
 * 250.3 KB, a project 262.4 KB; then with no zod before a session (web-kit's checks of a session
 * load with keycloak-js): /auth 207.8 KB, /features 148.7 KB, the hub 257.5 KB, a profile
 * 245.1 KB, /projects 250.9 KB, a project 262.9 KB; then with /auth's sign-up and reset forms
 * loading with their tabs and its sign-in form's schema with the first submit (no zod before the
 * page is ready): /auth 174.8 KB. On 30 November, with the UI kit's Radix entry points provided by
 * the shell and remotes built without the runtime's remote-loading code: /auth 171.9 KB at the
 * dev gateway's brotli 5; then with the build's brotli-11 copies sent as they are (as nginx does
 * in production): /auth 158.0 KB, /features 136.2 KB, the hub 235.6 KB, a profile 225.1 KB,
 * /projects 228.4 KB, a project 239.2 KB. On 7 December, with a stored session used at once
 * (keycloak-js after the page), the header's controls, the hub's account card and the header's
 * quotes after the page, dialogs loading when they open, the framework libraries in one chunk
 * and remotes loaded by their remoteEntry.js: /auth 150.6 KB, /features 129.9 KB, the hub
 * 177.2 KB, a profile 169.9 KB, /projects 171.8 KB, a project 190.6 KB; after the review (the
 * shell's slots on web-kit's registry, `AfterPageShown`): a profile 170.1 KB. Then with the
 * contracts' schemas built with zod/mini (zod 23.5 → 8.2 KB on a signed-in page): /auth
 * 150.6 KB, /features 129.9 KB, the hub 165.4 KB, a profile 158.4 KB, /projects 160.2 KB, a
 * project 179.0 KB.
 */
/** The pages (/auth and /features as a new visitor, the hub and a profile) are held to it. */
export const CRITICAL_PATH_TARGET_BYTES = 170 * 1024;
/** The other signed-in pages: a project page is the heaviest (179.0 KB). */
export const CRITICAL_PATH_BUDGET_BYTES = 188 * 1024;
/**
 * The target for everything a page loads is 350 KB, and the budget: the hub (its tab's
 * remote plus the header's, the feedback button's, the invite button's and the account card's,
 * loaded after the page is ready) weighs 285.0 KB as sent (7 December), the other pages
 * 131–272 KB.
 */
export const TOTAL_JS_TARGET_BYTES = 350 * 1024;
export const TOTAL_JS_BUDGET_BYTES = TOTAL_JS_TARGET_BYTES;

/**
 * Libraries that must be on a page once, whichever of the shell and the remotes asks for
 * them: the module-federation singletons (frontends/web-kit/federation/shared.js).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  // The contracts' entry points and web-kit's realtime load where used, so they are not on every
  // page; page-weight.e2e.ts checks every shared module a page loaded for a single copy.
  '@filmcollab/ui',
  '@filmcollab/web-kit',
];

/**
 * Libraries bundled inside the shared contracts and web-kit rather than shared themselves (a
 * shared module cannot be tree-shaken: zod's root export brings every locale, RTK's three entry
 * points about 35 KB compressed). A loaded script carrying the marker is a copy of the library;
 * a page may load one at most. zod: its base schema's definition (`$constructor("$ZodType",
 * (inst, def) => …)`, the name survives minification; a mere `traits.has("$ZodType")` is not a
 * copy). RTK Query: the prefix of its internal action types (`"__rtkq/"`).
 */
export const BUNDLED_LIBRARY_MARKERS = {
  zod: '"$ZodType",(',
  '@reduxjs/toolkit': '"__rtkq/"',
} as const;

export type BundledLibrary = keyof typeof BUNDLED_LIBRARY_MARKERS;
