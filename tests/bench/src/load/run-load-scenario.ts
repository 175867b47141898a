import autocannon from 'autocannon';
import { LatencySamples } from './latency-samples';
import type { Kept, LoadScenario, LoadUsers } from './load-scenario';

export interface LoadResult {
  scenario: LoadScenario;
  /** How long it ran: the duration, or less when it reached its request budget. */
  durationSeconds: number;
  /** Every response, by step (k6's `scenario_step` tag). */
  steps: Map<string, LatencySamples>;
  /** Requests that got no answer (connection errors, timeouts): failed for k6 too. */
  unanswered: number;
}

/**
 * Runs a scenario's virtual users at once, each group an autocannon instance whose connections
 * loop over the steps; records every response's time and status by step. Stops after
 * `durationSeconds`, or once `maxRequests` were answered (autocannon stops on its next
 * one-second tick, so up to a second more of requests arrive).
 */
export async function runLoadScenario(
  scenario: LoadScenario,
  gatewayUrl: string,
  durationSeconds: number,
  maxRequests = Number.POSITIVE_INFINITY,
): Promise<LoadResult> {
  const steps = new Map<string, LatencySamples>();
  const instances: autocannon.Instance[] = [];
  let answered = 0;
  const record = (step: string, timeMs: number, status: number) => {
    if (!steps.has(step)) steps.set(step, new LatencySamples());
    steps.get(step)!.record(timeMs, status);
    if (++answered === maxRequests) for (const instance of instances) instance.stop();
  };
  const started = performance.now();
  const unanswered = await Promise.all(
    scenario.users.map((users) =>
      runUsers(users, gatewayUrl, durationSeconds, record, (instance) => instances.push(instance)),
    ),
  );
  return {
    scenario,
    durationSeconds: (performance.now() - started) / 1000,
    steps,
    unanswered: unanswered.reduce((sum, count) => sum + count, 0),
  };
}

function runUsers(
  users: LoadUsers,
  gatewayUrl: string,
  durationSeconds: number,
  record: (step: string, timeMs: number, status: number) => void,
  started: (instance: autocannon.Instance) => void,
): Promise<number> {
  // autocannon calls a request's onResponse, then at once emits 'response' with its time.
  let lastStep = '';
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
      lastStep = step.step;
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
    instance.on('response', (_client, status, _bytes, timeMs) => record(lastStep, timeMs, status));
    started(instance);
  });
}
