/** Whether `url` answers 2xx now; the reason otherwise. */
export async function probe(
  url: string,
  timeoutMs = 3000,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    if (response.ok) return { ok: true };
    return { ok: false, reason: `it answered ${response.status}: ${body.slice(0, 300)}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, reason: cause ?? (error as Error).message };
  }
}
