// The pages' Content-Security-Policy allows no eval (script-src 'self'). Without `jitless`, zod
// probes `new Function` when the first object schema is built: the browser reports a CSP
// violation (Lighthouse: best practices). zod keeps its configuration on
// `globalThis.__zod_globalConfig`, shared by every copy on the page and kept when zod loads, so
// setting it here, first, configures zod without loading it: a page that builds no schema does
// without zod. page-weight.e2e.ts fails on a CSP violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
