import { BSON, UUID } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { MongoError } from '../errors/mongo-error';
import type { JournalSink } from '../persistence/journal-sink';
import { MemoryJournal } from '../persistence/journal-sink';
import { Collection } from './collection';
import type { IndexSpec } from './index-spec';
import { DocumentCompactor } from './document-compactor';
import { TransactionLog } from './transaction-log';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/**
 * All databases and collections. Every mutation goes through here so that it is journaled
 * exactly once, in the order it was applied.
 */
export class DatabaseEngine {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  journal: JournalSink = new MemoryJournal();
  private readonly compactor = new DocumentCompactor();
  /** Multi-document transactions not committed or aborted yet. */
  private readonly openTransactions = new Set<TransactionLog>();
  /** The transaction whose statement is running: its changes are logged there, not journaled. */
  private transaction?: TransactionLog;
  /**
   * Set while a snapshot is written in slices between other work: it may capture an open
   * transaction's changes, so an abort then journals records that put them back (see DiskStore).
   */
  snapshotting = false;

  get inTransaction(): boolean {
    return this.openTransactions.size > 0;
  }

  /**
   * Opens a transaction's log. Several may be open at once: the caller (the transaction
   * coordinator) keeps any two of them from changing the same collection.
   */
  beginTransaction(): TransactionLog {
    const log = new TransactionLog();
    this.openTransactions.add(log);
    return log;
  }

  /** Whether the code running now is a statement of a transaction (see runInTransaction). */
  get runningTransactionStatement(): boolean {
    return this.transaction !== undefined;
  }

  /** Runs a statement of `log`'s transaction: what `run` changes synchronously is logged there. */
  runInTransaction<T>(log: TransactionLog, run: () => T): T {
    const outer = this.transaction;
    this.transaction = log;
    try {
      return run();
    } finally {
      this.transaction = outer;
    }
  }

  /**
   * Journals the transaction's changes as one record, so after a crash either all of them are
   * replayed or (a torn record) none. Framing happens before the transaction is closed: a record
   * that cannot be written leaves it open for the caller to abort.
   */
  commitTransaction(log: TransactionLog): void {
    if (!this.openTransactions.has(log)) return;
    if (log.records.length > 0) this.journal.record({ op: 'txn', ops: log.records });
    this.openTransactions.delete(log);
    log.end();
  }

  abortTransaction(log: TransactionLog): void {
    if (!this.openTransactions.delete(log)) return;
    log.rollBack();
    if (this.snapshotting)
      for (const record of this.restoring(log.records)) this.journal.record(record);
    log.end();
  }

  /** Settles once every transaction open now has committed or aborted. */
  async openTransactionsEnded(): Promise<void> {
    await Promise.all([...this.openTransactions].map((log) => log.ended));
  }

  /** Records of the current state of whatever `records` touched: replayed, they undo them. */
  private *restoring(records: Doc[]): Generator<Doc> {
    for (const record of records) {
      const db = String(record.db);
      const name = String(record.coll);
      const coll = this.collection(db, name);
      if (record.op === 'create') {
        if (!coll) yield { op: 'drop', db, coll: name };
        continue;
      }
      const id = record.op === 'put' ? (record.doc as Doc)._id : record.id;
      const current = coll?.get(encodeKey(id));
      yield current
        ? { op: 'put', db, coll: name, doc: current }
        : { op: 'delete', db, coll: name, id };
    }
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()].filter((name) => (this.dbs.get(name)?.size ?? 0) > 0);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.dbs.values()].flatMap((colls) => [...colls.values()]);
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly (as inserts and upserts do). */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, options: Doc): Collection {
    validateCollectionName(db, name);
    if (this.collection(db, name)) {
      throw new MongoError(48, 'NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    const coll = new Collection(db, name, options);
    this.attach(coll);
    const record = { op: 'create', db, coll: name, options, uuid: coll.uuid };
    if (this.transaction) this.transaction.logged(record, () => this.detach(coll));
    else this.journal.record(record);
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(name)) return false;
    this.journal.record({ op: 'drop', db, coll: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.journal.record({ op: 'dropDatabase', db });
  }

  insert(coll: Collection, doc: Doc): void {
    const idKey = coll.insert(this.compactor.compact(doc));
    const record = { op: 'put', db: coll.db, coll: coll.name, doc };
    if (this.transaction) this.transaction.logged(record, () => coll.remove(idKey));
    else this.journal.record(record);
  }

  replace(coll: Collection, oldDoc: Doc, newDoc: Doc): void {
    const idKey = encodeKey(oldDoc._id);
    const log = this.transaction;
    const before = log ? (coll.get(idKey) ?? oldDoc) : oldDoc;
    const after = this.compactor.compact(newDoc);
    coll.replace(idKey, oldDoc, after);
    const record = { op: 'put', db: coll.db, coll: coll.name, doc: newDoc };
    if (log) log.logged(record, () => coll.replace(idKey, after, before, false));
    else this.journal.record(record);
  }

  remove(coll: Collection, doc: Doc): void {
    const idKey = encodeKey(doc._id);
    this.transaction?.beforeRemoveFrom(coll);
    const removed = coll.remove(idKey);
    if (!removed) return;
    const record = { op: 'delete', db: coll.db, coll: coll.name, id: doc._id };
    if (this.transaction) this.transaction.logged(record, () => coll.insert(removed, false));
    else this.journal.record(record);
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.journal.record({ op: 'createIndex', db: coll.db, coll: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.journal.record({ op: 'dropIndex', db: coll.db, coll: coll.name, name });
  }

  /** Applies a journal or snapshot record without constraint checks (they held when it was written). */
  apply(entry: Doc): void {
    const db = String(entry.db);
    const name = String(entry.coll);
    switch (entry.op) {
      case 'create':
        if (!this.collection(db, name)) {
          const uuid = entry.uuid instanceof UUID ? entry.uuid : undefined;
          this.attach(new Collection(db, name, (entry.options as Doc) ?? {}, uuid));
        }
        return;
      case 'drop':
        this.dbs.get(db)?.delete(name);
        return;
      case 'dropDatabase':
        this.dbs.delete(db);
        return;
      case 'put': {
        const coll = this.replayCollection(db, name);
        const doc = this.compactor.compact(entry.doc as Doc);
        const idKey = encodeKey(doc._id);
        const existing = coll.get(idKey);
        if (existing) coll.replace(idKey, existing, doc, false);
        else coll.insert(doc, false);
        return;
      }
      case 'delete':
        this.collection(db, name)?.remove(encodeKey(entry.id));
        return;
      case 'createIndex': {
        const coll = this.replayCollection(db, name);
        const spec = entry.spec as IndexSpec;
        if (!coll.indexes.has(spec.name)) coll.addIndex(spec, false);
        return;
      }
      case 'dropIndex':
        this.collection(db, name)?.dropIndex(String(entry.name));
        return;
      case 'txn':
        for (const op of entry.ops as Doc[]) this.apply(op);
        return;
      default:
        throw new Error(`unknown journal record ${String(entry.op)}`);
    }
  }

  /** Orders every collection's ordered indexes (`Collection.orderIndexes`). */
  orderIndexes(): void {
    for (const coll of this.allCollections()) coll.orderIndexes();
  }

  /** The whole state as records, for snapshots. */
  *snapshotRecords(): Generator<Doc> {
    for (const coll of this.allCollections()) {
      yield { op: 'create', db: coll.db, coll: coll.name, options: coll.options, uuid: coll.uuid };
      for (const index of coll.indexes.values()) {
        yield { op: 'createIndex', db: coll.db, coll: coll.name, spec: index.spec };
      }
      for (const doc of coll.docs.values()) yield { op: 'put', db: coll.db, coll: coll.name, doc };
    }
  }

  private replayCollection(db: string, name: string): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    const coll = new Collection(db, name, {});
    this.attach(coll);
    return coll;
  }

  private attach(coll: Collection): void {
    let colls = this.dbs.get(coll.db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(coll.db, colls);
    }
    colls.set(coll.name, coll);
  }

  private detach(coll: Collection): void {
    const colls = this.dbs.get(coll.db);
    if (colls?.get(coll.name) === coll) colls.delete(coll.name);
  }
}

export function validateCollectionName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) {
    throw new MongoError(73, 'InvalidNamespace', `Invalid database name: '${db}'`);
  }
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new MongoError(73, 'InvalidNamespace', `Invalid collection name: ${name}`);
  }
}

export function assertDocumentSize(doc: Doc): number {
  const size = BSON.calculateObjectSize(doc);
  if (size > MAX_BSON_SIZE) {
    throw new MongoError(
      2,
      'BadValue',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
    );
  }
  return size;
}
