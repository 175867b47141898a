import type { DatabaseEngine } from '../storage/database-engine';

/** Deletes documents whose TTL-indexed date is older than `expireAfterSeconds`, like mongod's monitor. */
export class TtlMonitor {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly engine: DatabaseEngine,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    // An open transaction holds the store; its documents are not committed yet.
    if (this.engine.inTransaction) return removed;
    for (const coll of this.engine.allCollections()) {
      for (const index of coll.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        if (seconds === undefined || index.fields.length !== 1) continue;
        const field = index.fields[0];
        const cutoff = now - seconds * 1000;
        for (const doc of [...coll.docs.values()]) {
          if (expiresBefore(fieldValue(doc, field), cutoff) && index.entriesFor(doc).length > 0) {
            this.engine.remove(coll, doc);
            removed += 1;
          }
        }
      }
    }
    if (removed) await this.engine.journal.sync();
    return removed;
  }
}

function fieldValue(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A date, or the earliest date of an array, older than the cutoff. */
function expiresBefore(value: unknown, cutoff: number): boolean {
  const dates = (Array.isArray(value) ? value : [value]).filter(
    (v): v is Date => v instanceof Date,
  );
  if (dates.length === 0) return false;
  return Math.min(...dates.map((d) => d.getTime())) < cutoff;
}
