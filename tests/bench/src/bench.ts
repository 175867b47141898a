import { benchConfigFromEnv } from './bench-config';
import { startHelloServer } from './hello-server';
import { measure } from './measure';
import { probe } from './probe';
import { problems, report } from './report';

/**
 * make bench: autocannon against a raw Node hello-world, then against a gateway path of the
 * running stack (make dev), and the ratio of the two. Loopback only, bounded duration.
 */
async function main(): Promise<number> {
  const config = benchConfigFromEnv(process.env);
  const gatewayTarget = `${config.gatewayUrl}${config.path}`;

  const reachable = await probe(gatewayTarget);
  if (!reachable.ok) {
    console.error(
      `The gateway does not answer GET ${gatewayTarget} (${reachable.reason}).\n` +
        'Start the stack first with `make dev` (in another terminal), then run `make bench` again.\n' +
        'To measure another gateway, set BENCH_GATEWAY_URL (loopback only).',
    );
    return 1;
  }

  console.log(
    `autocannon: ${config.connections} connections, ${config.durationSeconds} s per target, GET only\n`,
  );
  const hello = await startHelloServer();
  let raw;
  try {
    console.log(`1/2 raw Node http hello-world at ${hello.url} …`);
    raw = await measure(
      'raw node http (hello world)',
      hello.url,
      config.durationSeconds,
      config.connections,
    );
  } finally {
    await hello.stop();
  }
  console.log(`2/2 through the gateway: GET ${gatewayTarget} …`);
  const gateway = await measure(
    `gateway ${config.path}`,
    gatewayTarget,
    config.durationSeconds,
    config.connections,
  );

  console.log(`\n${report(raw, gateway)}`);
  const issues = [problems(raw), problems(gateway)].filter(
    (issue): issue is string => issue !== null,
  );
  for (const issue of issues) console.error(`\nNot a clean measurement: ${issue}`);
  return issues.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
