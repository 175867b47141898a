import type { Doc } from '../bson/doc-utils';
import type { JournalSink } from './journal-sink';
import { frameRecord } from './record-codec';
import type { FileHandle } from 'node:fs/promises';

/** Replaces the journal by a snapshot; runs synchronously so no write interleaves. */
export interface Compactor {
  shouldCompact(journalBytes: number): boolean;
  compact(): void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Append-only journal with group commit: records handed over while a flush runs are written and
 * fsynced together; a write is acknowledged only after the fsync that covers it.
 */
export class DiskJournal implements JournalSink {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private idle: Promise<void> = Promise.resolve();
  private finishIdle: () => void = () => {};
  private bytes: number;

  constructor(
    private readonly handle: FileHandle,
    initialBytes: number,
    private readonly compactor: Compactor,
  ) {
    this.bytes = initialBytes;
  }

  record(entry: Doc): void {
    this.pending.push(frameRecord(entry));
  }

  sync(): Promise<void> {
    if (this.pending.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.flushing) {
      this.flushing = true;
      this.idle = new Promise((resolve) => (this.finishIdle = resolve));
      // Let other connections' writes of this turn join the same fsync.
      setImmediate(() => void this.flushLoop());
    }
    return done;
  }

  async close(): Promise<void> {
    await this.idle;
    if (this.pending.length) {
      await this.handle.writev(this.pending);
      await this.handle.sync();
      this.pending = [];
    }
    await this.handle.close();
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const buffers = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        if (this.compactor.shouldCompact(this.bytes)) {
          // The snapshot holds everything applied in memory, including these records.
          this.compactor.compact();
          this.bytes = 0;
        } else {
          await this.handle.writev(buffers);
          await this.handle.datasync();
          for (const b of buffers) this.bytes += b.length;
        }
        for (const w of waiters) w.resolve();
      } catch (error) {
        for (const w of waiters) w.reject(error);
      }
    }
    this.flushing = false;
    this.finishIdle();
  }
}
