import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseEngine } from '../storage/database-engine';
import { DiskJournal } from './disk-journal';
import { decodeRecords, frameRecord } from './record-codec';

const SNAPSHOT = 'snapshot.bin';
const JOURNAL = 'journal.bin';
/** The journal set aside while a snapshot is written in the background (see DiskJournal.rotate). */
const OLD_JOURNAL = 'journal.old.bin';
const LOCK = 'embedded-mongo.lock';
const WRITE_CHUNK = 4 * 1024 * 1024;
/** A background snapshot's bytes serialized between two turns of the event loop. */
const SLICE_BYTES = 512 * 1024;

/** Directories opened by servers in this process (the pid in the lock file cannot tell them apart). */
const openInProcess = new Set<string>();

export interface DiskStoreOptions {
  /** Journal size that triggers a snapshot (also at least the last snapshot's size). */
  compactionBytes: number;
  warn: (message: string) => void;
}

/**
 * Durable storage under `--dbpath`: a snapshot of the whole state plus an append-only journal of
 * changes since. Start-up loads both, drops a torn journal tail, then compacts, so restart time is
 * bounded by the data size rather than by the history.
 *
 * While serving, a journal that grew large is set aside (`journal.old.bin`) for a fresh one, and
 * the snapshot is written in slices between other work, so writes are not held up for the time it
 * takes to serialize everything (hundreds of milliseconds at benchmark sizes). The slices see the
 * state as it changes: every record is a full image, and everything since the rotation is in the
 * fresh journal, so replaying it over such a snapshot ends in the right state. An open
 * transaction's changes it may hold are covered too: the snapshot replaces the old one only once
 * every transaction open while it was written has committed or aborted, and an abort meanwhile
 * journals records that undo its changes.
 * Until the new snapshot is in place, start-up replays the old snapshot and both journals.
 */
export class DiskStore {
  private journal?: DiskJournal;
  private snapshotBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly engine: DatabaseEngine,
    private readonly options: DiskStoreOptions,
  ) {}

  async open(): Promise<void> {
    fs.mkdirSync(this.dir, { recursive: true });
    this.lock();
    try {
      this.load(SNAPSHOT, false);
      const journalBytes = this.load(OLD_JOURNAL, true) + this.load(JOURNAL, true);
      if (journalBytes > 0) this.writeSnapshot();
      // Loading appends to the ordered indexes' lists; ordering them all now spares the first
      // queries after a start the sorting (a search's first walk of each word).
      this.engine.orderIndexes();
    } catch (error) {
      this.unlock();
      throw error;
    }
    const handle = await fs.promises.open(this.journalPath, 'a');
    const size = (await handle.stat()).size;
    this.journal = new DiskJournal(
      handle,
      size,
      {
        // A journal still set aside means a snapshot failed: it waits for the next start-up.
        shouldCompact: (bytes) =>
          bytes >= this.options.compactionBytes &&
          bytes >= this.snapshotBytes &&
          !fs.existsSync(this.oldJournalPath),
        startCompaction: async (current) => {
          fs.renameSync(this.journalPath, this.oldJournalPath);
          const fresh = await fs.promises.open(this.journalPath, 'a');
          syncDirectory(this.dir);
          await current.close();
          this.engine.snapshotting = true;
          const compacted = this.writeSnapshotInSlices().finally(
            () => (this.engine.snapshotting = false),
          );
          return { handle: fresh, compacted };
        },
      },
      this.options.warn,
    );
    this.engine.journal = this.journal;
  }

  async close(): Promise<void> {
    await this.journal?.close();
    this.unlock();
  }

  private unlock(): void {
    fs.rmSync(path.join(this.dir, LOCK), { force: true });
    openInProcess.delete(fs.realpathSync(this.dir));
  }

  private get journalPath(): string {
    return path.join(this.dir, JOURNAL);
  }

  private get oldJournalPath(): string {
    return path.join(this.dir, OLD_JOURNAL);
  }

  /** Replays one file; returns its intact length. A journal's torn tail is cut off with a warning. */
  private load(file: string, truncateTorn: boolean): number {
    const full = path.join(this.dir, file);
    if (!fs.existsSync(full)) return 0;
    const data = fs.readFileSync(full);
    const { records, validLength } = decodeRecords(data);
    for (const record of records) this.engine.apply(record);
    if (validLength < data.length) {
      this.options.warn(
        `embedded-mongo: ${full}: dropped ${data.length - validLength} bytes of a torn or corrupt record at offset ${validLength} (a write that was never acknowledged)`,
      );
      if (truncateTorn) {
        fs.truncateSync(full, validLength);
      }
    }
    if (file === SNAPSHOT) this.snapshotBytes = validLength;
    return validLength;
  }

  /**
   * The background snapshot: the state in slices to a temporary file, then — once the records an
   * abort journaled meanwhile are durable — renamed over the old snapshot; the old journal goes.
   */
  private async writeSnapshotInSlices(): Promise<void> {
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const file = await fs.promises.open(tmp, 'w');
    let total = 0;
    try {
      for (const slice of this.framedState(SLICE_BYTES)) {
        total += (await file.writev(slice)).bytesWritten;
      }
      await file.sync();
    } finally {
      await file.close();
    }
    // A transaction open meanwhile may have left changes in the file: it must have committed (its
    // record follows in the journal) or aborted (so have the records undoing them) first.
    await this.engine.openTransactionsEnded();
    await this.journal?.flushed();
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    syncDirectory(this.dir);
    fs.rmSync(this.oldJournalPath, { force: true });
    this.snapshotBytes = total;
  }

  /** The whole state as framed records, in chunks of about `bytes`. */
  private *framedState(bytes: number): Generator<Buffer[]> {
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    for (const record of this.engine.snapshotRecords()) {
      const framed = frameRecord(record);
      chunk.push(framed);
      chunkBytes += framed.length;
      if (chunkBytes >= bytes) {
        yield chunk;
        chunk = [];
        chunkBytes = 0;
      }
    }
    if (chunk.length) yield chunk;
  }

  /** Writes the state to a temporary file, fsyncs it and renames it over the old snapshot. */
  private writeSnapshot(): void {
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    let total = 0;
    try {
      for (const chunk of this.framedState(WRITE_CHUNK))
        total += writeAll(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    syncDirectory(this.dir);
    // Replaying the old journal over the new snapshot is harmless (records are idempotent), so a
    // crash between the rename and this truncation loses nothing.
    if (fs.existsSync(this.journalPath)) fs.truncateSync(this.journalPath, 0);
    fs.rmSync(this.oldJournalPath, { force: true });
    this.snapshotBytes = total;
  }

  private lock(): void {
    const lockPath = path.join(this.dir, LOCK);
    const real = fs.realpathSync(this.dir);
    if (openInProcess.has(real)) {
      throw new Error(`${this.dir} is in use by another embedded-mongo (pid ${process.pid})`);
    }
    if (fs.existsSync(lockPath)) {
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`${this.dir} is in use by another embedded-mongo (pid ${pid})`);
      }
    }
    fs.writeFileSync(lockPath, String(process.pid));
    openInProcess.add(real);
  }
}

function writeAll(fd: number, buffer: Buffer): number {
  let offset = 0;
  while (offset < buffer.length) offset += fs.writeSync(fd, buffer, offset);
  return buffer.length;
}

function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
