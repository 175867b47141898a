/** The resident memory (bytes) a service reports in its Prometheus metrics. */
export async function residentMemory(serviceUrl: string): Promise<number> {
  const response = await fetch(`${serviceUrl}/metrics`);
  if (!response.ok) throw new Error(`GET ${serviceUrl}/metrics answered ${response.status}`);
  return residentMemoryIn(await response.text());
}

/** prom-client's default `process_resident_memory_bytes`, whatever its labels. */
export function residentMemoryIn(metrics: string): number {
  const line = /^process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m.exec(metrics);
  if (!line) throw new Error('the metrics have no process_resident_memory_bytes');
  return Number(line[1]);
}
