import type { Doc } from '../bson/doc-utils';

/**
 * Receives every state change as a self-contained, idempotent record (full document images, never
 * update expressions), so replaying a journal over a newer snapshot still ends in the same state.
 */
export interface JournalSink {
  record(entry: Doc): void;
  /** Resolves once every record handed over so far is durable. */
  sync(): Promise<void>;
}

export class MemoryJournal implements JournalSink {
  record(): void {}

  sync(): Promise<void> {
    return Promise.resolve();
  }
}
