import { runScenarioAlone } from '../run-scenario-alone';
import { realtimeBenchConfigFromEnv } from './realtime-bench-config';
import { runRealtimeScenario } from './realtime-scenario';

/**
 * `npm run bench:realtime -w tests/bench`: only issue 9's realtime scenario against the running,
 * seeded stack (`make bench` runs it after the other rows).
 */
runScenarioAlone('Realtime (issue 9) …', '/api/notifications/health/live', (config) =>
  runRealtimeScenario(realtimeBenchConfigFromEnv(process.env), config.gatewayUrl, config.account),
);
