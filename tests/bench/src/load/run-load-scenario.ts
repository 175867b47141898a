import autocannon from 'autocannon';
import { LatencySamples } from './latency-samples';
import type { Kept, LoadScenario, LoadUsers } from './load-scenario';

export interface LoadResult {
  scenario: LoadScenario;
  durationSeconds: number;
  /** Every response, by step (k6's `scenario_step` tag). */
  steps: Map<string, LatencySamples>;
  /** Requests that got no answer (connection errors, timeouts): failed for k6 too. */
  unanswered: number;
}

/**
 * Runs a scenario's virtual users at once, each group an autocannon instance whose connections
 * loop over the steps; records every response's time and status by step.
 */
export async function runLoadScenario(
  scenario: LoadScenario,
  gatewayUrl: string,
  durationSeconds: number,
): Promise<LoadResult> {
  const steps = new Map<string, LatencySamples>();
  const samplesOf = (step: string) => {
    if (!steps.has(step)) steps.set(step, new LatencySamples());
    return steps.get(step)!;
  };
  const unanswered = await Promise.all(
    scenario.users.map((users) => runUsers(users, gatewayUrl, durationSeconds, samplesOf)),
  );
  return {
    scenario,
    durationSeconds,
    steps,
    unanswered: unanswered.reduce((sum, count) => sum + count, 0),
  };
}

function runUsers(
  users: LoadUsers,
  gatewayUrl: string,
  durationSeconds: number,
  samplesOf: (step: string) => LatencySamples,
): Promise<number> {
  // autocannon calls a request's onResponse, then at once emits 'response' with its time.
  let answered = '';
  const requests = users.steps.map((step) => ({
    method: step.method,
    setupRequest: (request: autocannon.Request, kept: Kept) => {
      const path = step.path(kept);
      if (path === null) return null as unknown as autocannon.Request; // ends the iteration
      if (!step.body) return { ...request, path };
      // A content type only with a body: the services refuse an empty JSON body.
      const headers = { ...request.headers, 'content-type': 'application/json' };
      return { ...request, path, headers, body: JSON.stringify(step.body()) };
    },
    onResponse: (status: number, body: string, kept: Kept) => {
      answered = step.step;
      if (status >= 200 && status < 300) step.keep?.(body, kept);
    },
  }));
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: gatewayUrl,
        connections: users.connections,
        duration: durationSeconds,
        headers: { authorization: `Bearer ${users.token}` },
        requests: requests as unknown as autocannon.Request[],
      },
      (error, result) =>
        error ? reject(error as Error) : resolve(result.errors + result.timeouts),
    );
    instance.on('response', (_client, status, _bytes, timeMs) =>
      samplesOf(answered).record(timeMs, status),
    );
  });
}
