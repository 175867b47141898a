import { benchConfigFromEnv } from '../bench-config';
import { probe } from '../probe';
import { realtimeBenchConfigFromEnv } from './realtime-bench-config';
import { runRealtimeScenario } from './realtime-scenario';

/**
 * `npm run bench:realtime -w tests/bench`: only issue 9's realtime scenario against the running,
 * seeded stack (`make bench` runs it after the other rows).
 */
async function main(): Promise<number> {
  const config = benchConfigFromEnv(process.env);
  const realtime = realtimeBenchConfigFromEnv(process.env);
  const health = `${config.gatewayUrl}/api/notifications/health/live`;
  const reachable = await probe(health);
  if (!reachable.ok) {
    console.error(
      `GET ${health} fails (${reachable.reason}).\n` +
        'Start the stack and seed it first (`make dev`, `make seed`), or run this under ' +
        '`node infra/dev/dist/cli.js with-stack -- …`.',
    );
    return 1;
  }
  console.log('Realtime (issue 9) …');
  const result = await runRealtimeScenario(realtime, config.gatewayUrl, config.account);
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
