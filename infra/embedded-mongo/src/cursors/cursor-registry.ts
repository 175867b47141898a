import { BSON, Long } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { MongoError } from '../errors/mongo-error';

const DEFAULT_FIRST_BATCH = 101;
/** Replies stay well under the 48 MB message limit. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  position: number;
  lastUsed: number;
}

/** Server-side cursors over materialised results (references to immutable stored documents). */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 1e9);

  /** Builds the `cursor` reply for find / aggregate / list*, keeping the rest open if needed. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Doc {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const firstBatch = this.take(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (!singleBatch && cursor.position < docs.length) {
      id = this.nextId;
      this.nextId += 1;
      this.cursors.set(String(id), cursor);
    }
    return { cursor: { firstBatch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  getMore(id: unknown, collection: string, db: string, batchSize: number | undefined): Doc {
    const key = String(id);
    const cursor = this.cursors.get(key);
    if (!cursor) throw new MongoError(43, 'CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== `${db}.${collection}`) {
      throw new MongoError(
        13,
        'Unauthorized',
        `Requested getMore on namespace '${db}.${collection}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    }
    cursor.lastUsed = Date.now();
    const nextBatch = this.take(cursor, batchSize || Number.MAX_SAFE_INTEGER);
    let replyId = Long.fromNumber(Number(key));
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(key);
      replyId = Long.fromNumber(0);
    }
    return { cursor: { nextBatch, id: replyId, ns: cursor.ns }, ok: 1 };
  }

  kill(ids: unknown[]): Doc {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) {
      const key = String(id);
      (this.cursors.delete(key) ? killed : notFound).push(Long.fromNumber(Number(key)));
    }
    return {
      cursorsKilled: killed,
      cursorsNotFound: notFound,
      cursorsAlive: [],
      cursorsUnknown: [],
      ok: 1,
    };
  }

  sweep(now = Date.now()): void {
    for (const [key, cursor] of this.cursors) {
      if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(key);
    }
  }

  clear(): void {
    this.cursors.clear();
  }

  private take(cursor: OpenCursor, batchSize: number): Doc[] {
    const limit = batchSize;
    const batch: Doc[] = [];
    let bytes = 0;
    while (cursor.position < cursor.docs.length && batch.length < limit) {
      const doc = cursor.docs[cursor.position];
      const size = cursor.docs.length === 1 ? 0 : BSON.calculateObjectSize(doc);
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      batch.push(doc);
      bytes += size;
      cursor.position += 1;
    }
    return batch;
  }
}
