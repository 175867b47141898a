import { runScenarioAlone } from '../run-scenario-alone';
import { signIn } from '../sign-in';
import { discoveryBenchConfigFromEnv } from './discovery-bench-config';
import { runDiscoveryScenario } from './discovery-scenario';

/**
 * `npm run bench:discovery -w tests/bench`: only issue 12's discovery scenario against the running
 * stack (`make bench` runs it after the other rows), so the search path can be measured on its own
 * without minutes of autocannon and Lighthouse before it.
 */
runScenarioAlone(
  'Discovery (issue 12): loading through the event path, then searching …',
  '/api/discovery/health/live',
  (config) =>
    runDiscoveryScenario(discoveryBenchConfigFromEnv(process.env), config.gatewayUrl, () =>
      signIn(config.gatewayUrl, config.account),
    ),
);
