import { type BenchConfig, benchConfigFromEnv } from './bench-config';
import { probe } from './probe';

export interface ScenarioOutcome {
  report: string;
  missed: string[];
}

/**
 * The entry point of a `npm run bench:<scenario>` script: one scenario of `make bench` against the
 * running, seeded stack, once `healthPath` answers; exits 1 when a target is missed.
 */
export function runScenarioAlone(
  title: string,
  healthPath: string,
  run: (config: BenchConfig) => Promise<ScenarioOutcome>,
): void {
  const main = async (): Promise<number> => {
    const config = benchConfigFromEnv(process.env);
    const health = `${config.gatewayUrl}${healthPath}`;
    const reachable = await probe(health);
    if (!reachable.ok) {
      console.error(
        `GET ${health} fails (${reachable.reason}).\n` +
          'Start the stack and seed it first (`make dev`, `make seed`), or run this under ' +
          '`node infra/dev/dist/cli.js with-stack -- …`.',
      );
      return 1;
    }
    console.log(title);
    const result = await run(config);
    console.log(result.report);
    for (const target of result.missed) console.error(`\nTarget missed: ${target}`);
    return result.missed.length > 0 ? 1 : 0;
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
