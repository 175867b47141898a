import type { Doc } from '../bson/doc-utils';
import type { JournalSink } from './journal-sink';
import { frameRecord } from './record-codec';
import type { FileHandle } from 'node:fs/promises';

/** Replaces the journal by a snapshot. */
export interface Compactor {
  shouldCompact(journalBytes: number): boolean;
  /**
   * Sets the journal written so far (`current`, closed by it) aside and opens a fresh one to go
   * on with; `compacted` settles once a snapshot written in the background replaced the old one.
   */
  startCompaction(current: FileHandle): Promise<{ handle: FileHandle; compacted: Promise<void> }>;
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
  /** The background snapshot under way, if any: one at a time. */
  private compacting?: Promise<void>;

  constructor(
    private handle: FileHandle,
    initialBytes: number,
    private readonly compactor: Compactor,
    private readonly warn: (message: string) => void,
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

  /** Resolves once every record handed over so far, including those of a flush under way, is durable. */
  async flushed(): Promise<void> {
    await this.sync();
    await this.idle;
  }

  async close(): Promise<void> {
    await this.idle;
    await this.compacting;
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
        if (!this.compacting && this.compactor.shouldCompact(this.bytes)) await this.rotate();
        await this.handle.writev(buffers);
        await this.handle.datasync();
        for (const b of buffers) this.bytes += b.length;
        for (const w of waiters) w.resolve();
      } catch (error) {
        for (const w of waiters) w.reject(error);
      }
    }
    this.flushing = false;
    this.finishIdle();
  }

  /**
   * Goes on in a fresh journal while the snapshot is written in the background: writes keep being
   * acknowledged meanwhile instead of waiting for the whole state to be serialized.
   */
  private async rotate(): Promise<void> {
    const { handle, compacted } = await this.compactor.startCompaction(this.handle);
    this.handle = handle;
    this.bytes = 0;
    this.compacting = compacted
      .catch((error: unknown) =>
        // The journal set aside stays and is replayed at the next start: nothing is lost.
        this.warn(`embedded-mongo: snapshot failed, the journal is kept: ${String(error)}`),
      )
      .finally(() => (this.compacting = undefined));
  }
}
