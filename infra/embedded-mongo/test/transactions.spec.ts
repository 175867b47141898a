import { spawn } from 'node:child_process';
import { MongoClient, MongoServerError } from 'mongodb';
import type { ClientSession, Collection, Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import {
  describeEmbeddedOnly,
  openTarget,
  realMongoUrl,
  withDatabase,
} from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

let target: MongoTarget;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise plus whether it has settled yet. */
function watch<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  return { promise: tracked, settled: () => settled };
}

/** A fresh collection that exists before any transaction uses it. */
async function freshCollection(prefix: string, docs: Document[] = []): Promise<Collection> {
  const coll = target.db.collection(`${prefix}_${Math.random().toString(36).slice(2, 8)}`);
  await target.db.createCollection(coll.collectionName);
  if (docs.length) await coll.insertMany(docs);
  return coll;
}

describe('multi-document transactions', () => {
  let session: ClientSession;

  beforeEach(() => {
    session = target.client.startSession();
  });
  afterEach(() => session.endSession());

  it('commit makes all writes visible at once, to others only after the commit', async () => {
    const orders = await freshCollection('orders', [{ _id: 'seed', touched: false }]);
    const outbox = await freshCollection('outbox');
    session.startTransaction();
    await orders.insertOne({ _id: 'o1', total: 5 } as Document, { session });
    await outbox.insertOne({ _id: 'e1', type: 'OrderPlaced' } as Document, { session });
    await orders.updateOne({ _id: 'seed' } as Document, { $set: { touched: true } }, { session });
    expect(await orders.findOne({ _id: 'o1' } as Document, { session })).toEqual({
      _id: 'o1',
      total: 5,
    });

    let committed = false;
    const read = (find: Promise<Document | null>) =>
      find.then((doc) => ({ doc, beforeCommit: !committed }));
    const outside = watch(
      Promise.all([
        read(orders.findOne({ _id: 'o1' } as Document)),
        read(outbox.findOne({ _id: 'e1' } as Document)),
        read(orders.findOne({ _id: 'seed' } as Document)),
      ]),
    );
    await sleep(150);
    committed = true;
    await session.commitTransaction();
    const [order, event, seed] = await outside.promise;
    // Each read sees the state before the commit or after it, never a part of the transaction.
    expect(order.doc === null).toBe(order.beforeCommit);
    expect(event.doc === null).toBe(event.beforeCommit);
    expect(seed.doc?.touched).toBe(!seed.beforeCommit);
    // The embedded server has no snapshots: readers of what the transaction read or changed wait
    // for it (the outbox, which it only inserted into, is read around its document).
    if (!realMongoUrl) expect([order.beforeCommit, seed.beforeCommit]).toEqual([false, false]);

    expect(await orders.countDocuments()).toBe(2);
    expect(await outbox.find().toArray()).toEqual([{ _id: 'e1', type: 'OrderPlaced' }]);
  });

  it('abortTransaction leaves no document and no index entry behind', async () => {
    const users = await freshCollection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([
      { _id: 'u1', email: 'ann@x' },
      { _id: 'u2', email: 'bob@x' },
      { _id: 'u3', email: 'cid@x' },
    ] as Document[]);
    const before = await users.find().toArray();

    session.startTransaction();
    await users.insertOne({ _id: 'u4', email: 'dan@x' } as Document, { session });
    await users.updateOne({ _id: 'u1' } as Document, { $set: { email: 'ann@y' } }, { session });
    await users.deleteOne({ _id: 'u2' } as Document, { session });
    await users.insertOne({ _id: 'u5', email: 'bob@x' } as Document, { session });
    await session.abortTransaction();

    expect(await users.find().toArray()).toEqual(before);
    // Keys the transaction took are free again; keys it released are taken again.
    await users.insertOne({ _id: 'n1', email: 'dan@x' } as Document);
    await users.insertOne({ _id: 'n2', email: 'ann@y' } as Document);
    await expect(users.insertOne({ email: 'ann@x' })).rejects.toMatchObject({ code: 11000 });
    await expect(users.insertOne({ email: 'bob@x' })).rejects.toMatchObject({ code: 11000 });
    expect(await users.findOne({ email: 'bob@x' })).toEqual({ _id: 'u2', email: 'bob@x' });
  });

  it('an error thrown inside withTransaction rolls everything back', async () => {
    const items = await freshCollection('items', [{ _id: 1, qty: 1 }]);
    await expect(
      session.withTransaction(async () => {
        await items.insertOne({ _id: 2, qty: 2 } as Document, { session });
        await items.updateOne({ _id: 1 } as Document, { $inc: { qty: 10 } }, { session });
        throw new Error('business rule violated');
      }),
    ).rejects.toThrow('business rule violated');
    expect(await items.find().toArray()).toEqual([{ _id: 1, qty: 1 }]);
  });

  it('a duplicate key inside a transaction aborts the whole transaction', async () => {
    const users = await freshCollection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ _id: 'u1', email: 'ann@x' } as Document);

    session.startTransaction();
    await users.insertOne({ _id: 'u2', email: 'bob@x' } as Document, { session });
    await expect(
      users.insertOne({ _id: 'u3', email: 'ann@x' } as Document, { session }),
    ).rejects.toMatchObject({ code: 11000 });
    const commit = await session.commitTransaction().catch((error: unknown) => error);
    expect(commit).toBeInstanceOf(MongoServerError);
    expect(commit).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
    expect((commit as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);

    expect(await users.find().toArray()).toEqual([{ _id: 'u1', email: 'ann@x' }]);
    await users.insertOne({ _id: 'u4', email: 'bob@x' } as Document);
  });

  it('another session neither sees uncommitted writes nor overwrites them: its write waits', async () => {
    const counters = await freshCollection('counters', [{ _id: 'c', n: 0 }]);
    session.startTransaction();
    await counters.updateOne({ _id: 'c' } as Document, { $inc: { n: 1 } }, { session });

    let committed = false;
    const read = watch(
      counters.findOne({ _id: 'c' } as Document).then((doc) => ({ doc, beforeCommit: !committed })),
    );
    const write = watch(counters.updateOne({ _id: 'c' } as Document, { $inc: { n: 10 } }));
    await sleep(200);
    expect(write.settled()).toBe(false);
    committed = true;
    await session.commitTransaction();
    await write.promise;
    const { doc, beforeCommit } = await read.promise;
    // Never the uncommitted 1: the committed 0 (snapshot) or, after the commit, 1 or 11.
    if (beforeCommit) expect(doc?.n).toBe(0);
    else expect([0, 1, 11]).toContain(doc?.n);
    expect(await counters.findOne({ _id: 'c' } as Document)).toEqual({ _id: 'c', n: 11 });
  });

  it('a transaction that was waiting for another one keeps its writes from the readers that waited too', async () => {
    // A lock request timeout long enough for the second transaction to wait instead of retrying.
    const patient = await openTarget({ transactionLockRequestTimeoutMs: 5000 });
    const jobs = patient.db.collection('jobs');
    await jobs.insertOne({ _id: 'seed' } as Document);
    try {
      await inTwoSessions(patient.client, async (first, second) => {
        first.startTransaction();
        await jobs.insertOne({ _id: 'first' } as Document, { session: first });
        second.startTransaction();
        const secondInsert = watch(
          jobs.insertOne({ _id: 'second' } as Document, { session: second }),
        );
        await sleep(50);
        let secondCommitted = false;
        const read = watch(
          jobs
            .find()
            .toArray()
            .then((docs) => ({ ids: docs.map((d) => d._id), beforeCommit: !secondCommitted })),
        );
        await sleep(50);
        await first.commitTransaction();
        await secondInsert.promise;
        await sleep(100);
        secondCommitted = true;
        await second.commitTransaction();
        const { ids, beforeCommit } = await read.promise;
        if (beforeCommit) expect(ids).not.toContain('second');
        expect(await jobs.countDocuments()).toBe(3);
      });
    } finally {
      await patient.close();
    }
  });

  it('a transaction sees its own writes in find, aggregate and getMore batches', async () => {
    const films = await freshCollection('films', [{ _id: 1, year: 1999 }]);
    session.startTransaction();
    await films.insertMany(
      Array.from({ length: 5 }, (_, i) => ({ _id: i + 2, year: 2000 + i })) as Document[],
      { session },
    );
    const all = await films.find({}, { session, batchSize: 2 }).toArray();
    expect(all.map((f) => f._id)).toEqual([1, 2, 3, 4, 5, 6]);
    const [stats] = await films
      .aggregate([{ $group: { _id: null, n: { $sum: 1 } } }], { session })
      .toArray();
    expect(stats.n).toBe(6);
    await session.commitTransaction();
    expect(await films.countDocuments()).toBe(6);
  });

  it('a retried commit succeeds; aborting a committed or unknown transaction is refused', async () => {
    const items = await freshCollection('items');
    session.startTransaction();
    await items.insertOne({ _id: 'x' } as Document, { session });
    await session.commitTransaction();
    await session.commitTransaction();
    expect(await items.countDocuments()).toBe(1);

    // Sent by hand: the driver itself refuses abortTransaction after a commit.
    const afterCommit = await target.client
      .db('admin')
      .command({ abortTransaction: 1 }, { session })
      .catch((error: unknown) => error);
    expect(afterCommit).toMatchObject({ code: 256, codeName: 'TransactionCommitted' });

    // A new client has new logical sessions, none of which ran a transaction.
    const other = await MongoClient.connect(target.uri);
    try {
      const unknown = await other
        .db('admin')
        .command({ abortTransaction: 1 })
        .catch((error: unknown) => error);
      expect(unknown).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
    } finally {
      await other.close();
    }
  });
});

interface OrderDoc {
  ref: string;
  total: number;
}
interface OutboxDoc {
  type: string;
  ref: string;
}

describe('mongoose transactions through AsyncLocalStorage', () => {
  let connection: mongoose.Connection;
  let Order: mongoose.Model<OrderDoc>;
  let Outbox: mongoose.Model<OutboxDoc>;
  const previous = mongoose.get('transactionAsyncLocalStorage');

  beforeAll(async () => {
    mongoose.set('transactionAsyncLocalStorage', true);
    connection = await mongoose
      .createConnection(withDatabase(target.uri, target.dbName))
      .asPromise();
    Order = connection.model(
      'Order',
      new Schema<OrderDoc>({ ref: { type: String, unique: true, required: true }, total: Number }),
    );
    Outbox = connection.model('Outbox', new Schema<OutboxDoc>({ type: String, ref: String }));
    await Order.init();
    await Outbox.init();
  });
  afterAll(async () => {
    await connection.close();
    mongoose.set('transactionAsyncLocalStorage', previous);
  });

  it('commits the document and its outbox entry together', async () => {
    await connection.transaction(async () => {
      await Order.create({ ref: 'A-1', total: 10 });
      await Outbox.create({ type: 'OrderPlaced', ref: 'A-1' });
    });
    expect(await Order.countDocuments({ ref: 'A-1' })).toBe(1);
    expect(await Outbox.countDocuments({ ref: 'A-1' })).toBe(1);
  });

  it('rolls both back when the callback throws', async () => {
    await expect(
      connection.transaction(async () => {
        await Order.create({ ref: 'B-1', total: 10 });
        await Outbox.create({ type: 'OrderPlaced', ref: 'B-1' });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await Order.countDocuments({ ref: 'B-1' })).toBe(0);
    expect(await Outbox.countDocuments({ ref: 'B-1' })).toBe(0);
    // The unique key the rolled-back insert held is free.
    await Order.create({ ref: 'B-1', total: 1 });
  });

  it('rolls both back on a duplicate key', async () => {
    await Order.create({ ref: 'C-1', total: 1 });
    await expect(
      connection.transaction(async () => {
        await Outbox.create({ type: 'OrderPlaced', ref: 'C-1' });
        await Order.create({ ref: 'C-1', total: 2 });
      }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await Outbox.countDocuments({ ref: 'C-1' })).toBe(0);
    expect(await Order.find({ ref: 'C-1' }).lean()).toMatchObject([{ total: 1 }]);
  });
});

describe('concurrent transactions through the driver', () => {
  it('many withTransactions on a small connection pool all commit, with the right final state', async () => {
    // Four pooled connections for forty transactions on the same collections plus plain reads:
    // a statement waiting for a connection must never be starved by commands waiting for it.
    const client = await MongoClient.connect(target.uri, { maxPoolSize: 4 });
    try {
      const db = client.db(target.dbName);
      const counters = db.collection('concurrent_counters');
      const ledger = db.collection('concurrent_ledger');
      await counters.insertOne({ _id: 'c', n: 0 } as Document);
      await db.createCollection('concurrent_ledger');
      const transfers = Array.from({ length: 40 }, async (_, i) => {
        const session = client.startSession();
        try {
          await session.withTransaction(async () => {
            const counter = await counters.findOne({ _id: 'c' } as Document, { session });
            await counters.updateOne(
              { _id: 'c' } as Document,
              { $set: { n: (counter?.n as number) + 1 } },
              { session },
            );
            await ledger.insertOne({ _id: `entry-${i}` } as Document, { session });
          });
        } finally {
          await session.endSession();
        }
      });
      const reads = Array.from({ length: 40 }, () => counters.findOne({ _id: 'c' } as Document));
      const seen = await Promise.all([...reads, ...transfers]);
      for (const doc of seen.slice(0, 40)) expect(typeof (doc as Document).n).toBe('number');
      expect(await counters.findOne({ _id: 'c' } as Document)).toEqual({ _id: 'c', n: 40 });
      expect(await ledger.countDocuments()).toBe(40);
    } finally {
      await client.close();
    }
  }, 30_000);

  it('a transaction does not keep another from committing on other collections', async () => {
    const left = await freshCollection('left');
    const right = await freshCollection('right');
    await inTwoSessions(target.client, async (first, second) => {
      first.startTransaction();
      await left.insertOne({ _id: 'l' } as Document, { session: first });
      const started = Date.now();
      await second.withTransaction(async () => {
        await right.insertOne({ _id: 'r' } as Document, { session: second });
      });
      expect(Date.now() - started).toBeLessThan(200);
      expect(await right.countDocuments()).toBe(1);
      await first.commitTransaction();
      expect(await left.countDocuments()).toBe(1);
    });
  });
});

describeEmbeddedOnly('collection locks of transactions', () => {
  it('a transaction that holds a collection and needs another one held gets a transient WriteConflict', async () => {
    const left = await freshCollection('left');
    const right = await freshCollection('right');
    await inTwoSessions(target.client, async (first, second) => {
      first.startTransaction();
      await left.insertOne({ _id: 'first' } as Document, { session: first });
      await left.findOne({}, { session: first }); // a read holds the collection alone
      second.startTransaction();
      await right.insertOne({ _id: 'second' } as Document, { session: second });
      const conflict = await left
        .insertOne({ _id: 'second' } as Document, { session: second })
        .catch((error: unknown) => error);
      expect(conflict).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      expect((conflict as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      await second.abortTransaction();
      await first.commitTransaction();
      expect(await left.find().toArray()).toEqual([{ _id: 'first' }]);
      expect(await right.countDocuments()).toBe(0);
    });
  });

  it('transactions that only insert, or change documents of other values of one field, share a collection', async () => {
    const messages = await freshCollection('shared', [
      { _id: 'a', pair: 'p1', n: 0 },
      { _id: 'b', pair: 'p2', n: 0 },
    ]);
    await inTwoSessions(target.client, async (first, second) => {
      first.startTransaction();
      second.startTransaction();
      await messages.insertOne({ _id: 'm1' } as Document, { session: first });
      await messages.updateOne(
        { _id: 'm2' } as Document,
        { $setOnInsert: { kind: 'event' } },
        { upsert: true, session: second },
      );
      await first.commitTransaction();
      await second.commitTransaction();
      first.startTransaction();
      second.startTransaction();
      await messages.updateOne({ pair: 'p1' }, { $inc: { n: 1 } }, { session: first });
      await messages.updateOne({ pair: 'p2' }, { $inc: { n: 1 } }, { session: second });
      const sameDocument = await messages
        .updateOne({ pair: 'p1' }, { $inc: { n: 1 } }, { session: second })
        .catch((error: unknown) => error);
      expect(sameDocument).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      await first.commitTransaction();
      expect(await messages.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
        { _id: 'a', pair: 'p1', n: 1 },
        { _id: 'b', pair: 'p2', n: 0 },
        { _id: 'm1' },
        { _id: 'm2', kind: 'event' },
      ]);
    });
  });

  it('a find with a limit on a collection others only insert into answers at once, without their documents', async () => {
    const outbox = await freshCollection('outbox', [{ _id: 'e1', at: 1 }]);
    const session = target.client.startSession();
    try {
      session.startTransaction();
      await outbox.insertOne({ _id: 'e0', at: 0 } as Document, { session });
      const started = Date.now();
      expect(await outbox.find().sort({ at: 1 }).limit(1).toArray()).toEqual([
        { _id: 'e1', at: 1 },
      ]);
      expect(await outbox.findOne({}, { sort: { at: 1 } })).toEqual({ _id: 'e1', at: 1 });
      expect(Date.now() - started).toBeLessThan(500);
      await session.commitTransaction();
      expect(await outbox.find().sort({ at: 1 }).limit(1).toArray()).toEqual([
        { _id: 'e0', at: 0 },
      ]);
    } finally {
      await session.endSession();
    }
  });

  it('a transaction that waits longer than the lock request timeout gets a transient LockTimeout', async () => {
    const quick = await openTarget({ transactionLockRequestTimeoutMs: 50 });
    const jobs = quick.db.collection('jobs');
    await jobs.insertOne({ _id: 'seed' } as Document);
    try {
      await inTwoSessions(quick.client, async (first, second) => {
        first.startTransaction();
        await jobs.insertOne({ _id: 'first' } as Document, { session: first });
        await jobs.findOne({}, { session: first });
        second.startTransaction();
        const started = Date.now();
        const timeout = await jobs
          .insertOne({ _id: 'second' } as Document, { session: second })
          .catch((error: unknown) => error);
        expect(Date.now() - started).toBeGreaterThanOrEqual(45);
        expect(timeout).toMatchObject({ code: 24, codeName: 'LockTimeout' });
        expect((timeout as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
        await first.commitTransaction();
        expect((await jobs.find().toArray()).map((d) => d._id)).toEqual(['seed', 'first']);
      });
    } finally {
      await quick.close();
    }
  });

  it('aborts an idle transaction that others wait for, so its client can get a connection again', async () => {
    const jobs = await freshCollection('idle', [{ _id: 'seed' }]);
    const session = target.client.startSession();
    try {
      session.startTransaction();
      await jobs.insertOne({ _id: 'in-txn' } as Document, { session });
      const started = Date.now();
      expect(await jobs.find().toArray()).toEqual([{ _id: 'seed' }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      const commit = await session.commitTransaction().catch((error: unknown) => error);
      expect(commit).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
      expect((commit as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
    } finally {
      await session.endSession();
    }
  });
});

describeEmbeddedOnly('transaction lifetime limit', () => {
  let limited: MongoTarget;

  beforeAll(async () => {
    limited = await openTarget({ transactionLifetimeLimitSeconds: 1 });
  });
  afterAll(() => limited.close());

  it('aborts an expired transaction and releases the commands waiting for it', async () => {
    const coll = limited.db.collection('jobs');
    await coll.insertOne({ _id: 'seed' } as Document);
    const session = limited.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 'in-txn' } as Document, { session });
      const started = Date.now();
      const waiting = watch(coll.insertOne({ _id: 'outside' } as Document));
      await sleep(300);
      expect(waiting.settled()).toBe(false);
      await waiting.promise;
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);

      const commit = await session.commitTransaction().catch((error: unknown) => error);
      expect(commit).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
      expect((commit as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      expect((await coll.find().toArray()).map((d) => d._id)).toEqual(['seed', 'outside']);
    } finally {
      await session.endSession();
    }
  });

  it('withTransaction starts over after an expiry and then commits', async () => {
    const coll = limited.db.collection('retries');
    const session = limited.client.startSession();
    let attempts = 0;
    try {
      await session.withTransaction(async () => {
        attempts += 1;
        await coll.insertOne({ attempt: attempts } as Document, { session });
        if (attempts === 1) await sleep(1500);
      });
    } finally {
      await session.endSession();
    }
    expect(attempts).toBe(2);
    expect(await coll.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ attempt: 2 }]);
  });

  it('aborts the transaction of a client process that dies', async () => {
    const coll = limited.db.collection('orphans');
    await coll.insertOne({ _id: 'seed' } as Document);
    const child = spawn(process.execPath, ['-e', ORPHAN_CLIENT, limited.uri, limited.dbName], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => {
        if (d.toString().includes('inserted')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`client exited early with ${code}`)));
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const started = Date.now();
    expect(await coll.find().toArray()).toEqual([{ _id: 'seed' }]);
    // Released by the closed connection, not by the 1 s lifetime limit.
    expect(Date.now() - started).toBeLessThan(700);
  });
});

/** Starts a transaction, inserts, reports it and then hangs until killed. */
const ORPHAN_CLIENT = `
const { MongoClient } = require('mongodb');
(async () => {
  const [uri, dbName] = process.argv.slice(1);
  const client = await MongoClient.connect(uri);
  const session = client.startSession();
  session.startTransaction();
  await client.db(dbName).collection('orphans').insertOne({ _id: 'orphan' }, { session });
  console.log('inserted');
  setInterval(() => {}, 1000);
})();
`;

/** Two sessions of `client` for `work`, ended afterwards whatever happens. */
async function inTwoSessions(
  client: MongoClient,
  work: (first: ClientSession, second: ClientSession) => Promise<void>,
): Promise<void> {
  const first = client.startSession();
  const second = client.startSession();
  try {
    await work(first, second);
  } finally {
    await first.endSession();
    await second.endSession();
  }
}
