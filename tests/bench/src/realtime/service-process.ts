/**
 * What a service's Prometheus metrics (prom-client's defaults) tell of its process: resident
 * memory and CPU time, read through `/metrics` so they work against any deployment of it.
 */
export async function residentMemory(serviceUrl: string): Promise<number> {
  return processMetricIn(await metricsOf(serviceUrl), 'process_resident_memory_bytes');
}

/** User plus system CPU seconds the service's process has used since it started. */
export async function cpuSeconds(serviceUrl: string): Promise<number> {
  return processMetricIn(await metricsOf(serviceUrl), 'process_cpu_seconds_total');
}

/** Events of `subject` the service has not yet handled (its JetStream consumer's backlog). */
export async function consumerBacklog(serviceUrl: string, subject: string): Promise<number> {
  return consumerBacklogIn(await metricsOf(serviceUrl), subject);
}

/** Pending plus delivered-but-unacknowledged events of `subject` in the kit's lag gauge. */
export function consumerBacklogIn(metrics: string, subject: string): number {
  const sample = /^filmcollab_jetstream_consumer_pending\{([^}]*)\} (\S+)$/gm;
  let total = 0;
  let found = false;
  for (const [, labels, value] of metrics.matchAll(sample)) {
    if (!labels.split(',').includes(`subject="${subject}"`)) continue;
    total += Number(value);
    found = true;
  }
  if (!found) throw new Error(`the metrics have no consumer of ${subject}`);
  return total;
}

/** One unlabelled-or-labelled sample of `name`, whatever its labels. */
export function processMetricIn(metrics: string, name: string): number {
  const line = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(metrics);
  if (!line) throw new Error(`the metrics have no ${name}`);
  return Number(line[1]);
}

async function metricsOf(serviceUrl: string): Promise<string> {
  const response = await fetch(`${serviceUrl}/metrics`);
  if (!response.ok) throw new Error(`GET ${serviceUrl}/metrics answered ${response.status}`);
  return response.text();
}
