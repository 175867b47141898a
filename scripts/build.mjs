// Builds every workspace in dependency order: shared libraries first, then what uses them.
import { execFileSync } from 'node:child_process';

const order = [
  'contracts',
  'infra/embedded-mongo',
  'services/kit',
  'services/identity',
  'services/profiles',
  'services/community',
  'services/discovery',
  'services/projects',
  'services/workspace',
  'services/messaging',
  'services/notifications',
  'services/contest',
  'infra/dev',
  'gateway/dev',
  'frontends/ui',
  'frontends/web-kit',
  'frontends/identity',
  'frontends/profiles',
  'frontends/shell',
];
const only = process.argv.slice(2);
for (const workspace of order) {
  if (only.length && !only.some((prefix) => workspace.startsWith(prefix))) continue;
  console.log(`\n▶ build ${workspace}`);
  execFileSync('npm', ['run', 'build', '--if-present', '-w', workspace], { stdio: 'inherit' });
}
