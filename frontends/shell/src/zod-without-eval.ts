import { config } from 'zod';

// The pages' Content-Security-Policy allows no eval (script-src 'self'). Without `jitless`, zod
// probes `new Function` when the contracts build their first object schema: the browser reports
// a CSP violation on every page (Lighthouse: best practices). Imported first, before any schema.
config({ jitless: true });
