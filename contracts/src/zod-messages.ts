import { config } from 'zod/mini';
import { en } from 'zod/locales';

// The contracts build their schemas with zod/mini: its schemas carry no methods, so a browser
// bundles only the checks it uses (classic zod gave every schema all of them, about 14 KB more on
// every page). Classic zod words its own issues in English when it loads; zod/mini leaves each at
// "Invalid input". Every entry point imports this module, so whoever parses with a contract gets
// the words the services answer with (package.json `sideEffects` keeps it in bundles).
config(en());
