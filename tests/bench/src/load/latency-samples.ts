/** One step's response times and outcomes, as k6's http_req_duration and http_req_failed see them. */
export class LatencySamples {
  private readonly durations: number[] = [];
  /** Failed answers by status. */
  readonly failures = new Map<number, number>();
  failed = 0;

  record(durationMs: number, status: number): void {
    this.durations.push(durationMs);
    // k6 counts a request as failed unless its status is 200–399.
    if (status < 200 || status >= 400) {
      this.failed++;
      this.failures.set(status, (this.failures.get(status) ?? 0) + 1);
    }
  }

  get count(): number {
    return this.durations.length;
  }

  /** Nearest-rank percentile in ms (0 when nothing was recorded). */
  percentile(p: number): number {
    if (this.durations.length === 0) return 0;
    const sorted = [...this.durations].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }
}
