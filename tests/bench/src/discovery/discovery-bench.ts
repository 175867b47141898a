import { benchConfigFromEnv } from '../bench-config';
import { probe } from '../probe';
import { signIn } from '../sign-in';
import { discoveryBenchConfigFromEnv } from './discovery-bench-config';
import { runDiscoveryScenario } from './discovery-scenario';

/**
 * `npm run bench:discovery -w tests/bench`: only issue 12's discovery scenario against the running
 * stack (`make bench` runs it after the other rows), so the search path can be measured on its own
 * without minutes of autocannon and Lighthouse before it.
 */
async function main(): Promise<number> {
  const config = benchConfigFromEnv(process.env);
  const discovery = discoveryBenchConfigFromEnv(process.env);
  const health = `${config.gatewayUrl}/api/discovery/health/live`;
  const reachable = await probe(health);
  if (!reachable.ok) {
    console.error(
      `GET ${health} fails (${reachable.reason}).\n` +
        'Start the stack and seed it first (`make dev`, `make seed`), or run this under ' +
        '`node infra/dev/dist/cli.js with-stack -- …`.',
    );
    return 1;
  }
  console.log('Discovery (issue 12): loading through the event path, then searching …');
  const result = await runDiscoveryScenario(discovery, config.gatewayUrl, () =>
    signIn(config.gatewayUrl, config.account),
  );
  console.log(result.report);
  for (const target of result.missed) console.error(`\nTarget missed: ${target}`);
  return result.missed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
