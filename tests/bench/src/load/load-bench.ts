import { readK6Config } from './k6-config';
import { missedLoadThresholds, loadReport } from './load-report';
import { loadScenarios } from './load-scenarios';
import { runLoadScenario, type LoadResult } from './run-load-scenario';
import { seededLoadContext } from './seeded-load-context';

/**
 * The gateway allows each client IP 3000 requests a minute (gateway/kong.yml, fixed windows on
 * the clock), and every autocannon connection leaves from 127.0.0.1: each scenario starts in a
 * window of its own and stops short of the limit (leaving room for the second of requests
 * autocannon sends after it was told to stop), so what it measures is the platform, not 429s.
 */
const REQUESTS_PER_WINDOW = 2400;

/**
 * tests/load's k6 scenarios (browse hub, search, message, apply) run here with autocannon against
 * the seeded stack, judged by the k6 scripts' own thresholds: the figures and what was missed.
 */
export async function runLoadBench(
  gatewayUrl: string,
  password: string,
  durationSeconds: number,
): Promise<{ report: string; missed: string[] }> {
  const { targets, vus } = readK6Config();
  const context = await seededLoadContext(gatewayUrl, password, vus);
  const results: LoadResult[] = [];
  for (const scenario of loadScenarios(context)) {
    await nextRateLimitWindow();
    const connections = scenario.users.reduce((sum, users) => sum + users.connections, 0);
    console.log(
      `load: ${scenario.name} (tests/load/${scenario.script}), ${connections} connection(s) …`,
    );
    results.push(await runLoadScenario(scenario, gatewayUrl, durationSeconds, REQUESTS_PER_WINDOW));
  }
  return { report: loadReport(results, targets), missed: missedLoadThresholds(results, targets) };
}

/** Resolves just after the next minute starts: a fresh rate-limit window. */
function nextRateLimitWindow(): Promise<void> {
  const untilNextMinute = 60_000 - (Date.now() % 60_000);
  return new Promise((resolve) => setTimeout(resolve, untilNextMinute + 200));
}
