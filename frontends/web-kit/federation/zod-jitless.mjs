// zod as every frontend build gets it (`resolve.alias`, shared.js): configured before any schema
// exists. The pages' Content-Security-Policy allows no eval (script-src 'self'); without
// `jitless`, zod probes `new Function` when the contracts build their first object schema and the
// browser reports a CSP violation on every page (Lighthouse: best practices). Configuring it here
// rather than in the shell's entry keeps zod off the pages that build no schema.
import { config } from 'zod-package';

config({ jitless: true });

export * from 'zod-package';
