/*
 * Benchmark (not a test; the last part of `npm run bench`): write latency while the journal is compacted into a snapshot, against
 * the same paced writes with compaction out of reach, in one run. A snapshot serializes the whole
 * state; written in slices between other work, it should not show in the writes' latency.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Document } from 'mongodb';
import { startEmbeddedMongo } from '../start-embedded-mongo';

const STATE_DOCS = 2500;
const STATE_DOC_BYTES = 16 * 1024;
const WRITES_PER_SECOND = 200;
const WRITE_BYTES = 32 * 1024;
const SECONDS = 15;

interface Latencies {
  p50: number;
  p99: number;
  max: number;
  compactions: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Paced inserts (a new one every 1/rate s, whether or not the previous ones finished). */
async function pacedWrites(compactionBytes: number): Promise<Latencies> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-compaction-'));
  const server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
  const client = await MongoClient.connect(server.uri);
  const oldJournal = path.join(dir, 'journal.old.bin');
  try {
    const db = client.db('bench');
    const state = 'y'.repeat(STATE_DOC_BYTES);
    for (let i = 0; i < STATE_DOCS; i += 250) {
      await db
        .collection('state')
        .insertMany(Array.from({ length: 250 }, (_, j) => ({ _id: i + j, state })) as Document[]);
    }
    const payload = 'x'.repeat(WRITE_BYTES);
    const writes = db.collection('writes');
    const latencies: number[] = [];
    let compactions = 0;
    let compacting = false;
    const pending: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < WRITES_PER_SECOND * SECONDS; i += 1) {
      const due = start + (i * 1000) / WRITES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const now = fs.existsSync(oldJournal);
      if (now && !compacting) compactions += 1;
      compacting = now;
      pending.push(
        writes.insertOne({ _id: i, payload } as Document).then(() => {
          // Measured from when it was due: a stalled server delays the sending too.
          latencies.push(performance.now() - due);
        }),
      );
    }
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      compactions,
    };
  } finally {
    await client.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function row(label: string, l: Latencies): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(34)} p50 ${ms(l.p50)}  p99 ${ms(l.p99)}  max ${ms(l.max)}`;
}

export async function compactionBench(): Promise<void> {
  const stateMb = (STATE_DOCS * STATE_DOC_BYTES) / 1024 / 1024;
  console.log(
    `\nWrites during compaction: ${WRITES_PER_SECOND}/s of ${WRITE_BYTES / 1024} KB for ${SECONDS} s over ${stateMb.toFixed(0)} MB of state`,
  );
  const baseline = await pacedWrites(Number.MAX_SAFE_INTEGER);
  console.log(row('no compaction (baseline)', baseline));
  const compacted = await pacedWrites(4 * 1024 * 1024);
  console.log(row(`compacting (${compacted.compactions} snapshots seen)`, compacted));
  console.log(`p99 while compacting / baseline     ${(compacted.p99 / baseline.p99).toFixed(2)}×`);
}
