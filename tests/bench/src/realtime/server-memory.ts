/** The resident memory (bytes) a service reports in its Prometheus metrics (prom-client's default). */
export async function residentMemory(serviceUrl: string): Promise<number> {
  const response = await fetch(`${serviceUrl}/metrics`);
  if (!response.ok) throw new Error(`GET ${serviceUrl}/metrics answered ${response.status}`);
  const line = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(
    await response.text(),
  );
  if (!line) throw new Error(`${serviceUrl}/metrics has no process_resident_memory_bytes`);
  return Number(line[1]);
}
