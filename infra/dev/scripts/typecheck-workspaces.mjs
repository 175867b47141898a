#!/usr/bin/env node
// Type-checks every workspace that has a `typecheck` script, two at a time (TYPECHECK_PARALLELISM
// overrides): tsc is single-threaded, and the machines have two cores.
import { runInWorkspaces, workspacesWithScript } from './workspace-runner.mjs';

const failed = await runInWorkspaces({
  script: 'typecheck',
  locations: workspacesWithScript('typecheck'),
  parallelism: Number(process.env.TYPECHECK_PARALLELISM ?? 2),
  env: process.env,
});
if (failed.length) {
  console.error(`\n✖ type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ every workspace type-checks');
