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
