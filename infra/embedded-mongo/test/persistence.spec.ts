import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { decodeRecords } from '../src/persistence/record-codec';
import { describeEmbeddedOnly } from './support/mongo-target';

const CLI = path.join(__dirname, '..', 'dist', 'cli.js');

interface Child {
  process: ChildProcess;
  uri: string;
  stderr: () => string;
}

/** Runs the built CLI as a separate process, as `make dev` does, so it can be killed with -9. */
function startChild(dbPath: string): Promise<Child> {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--dbpath', dbPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      const match = /accepting connections on (mongodb:\/\/\S+)/.exec(d.toString());
      if (match) resolve({ process: child, uri: match[1], stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}: ${err}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

/** kill -9 of the server while the client is still connected: what a power cut looks like. */
async function crash(child: Child, client: MongoClient): Promise<void> {
  const dead = exited(child.process);
  child.process.kill('SIGKILL');
  await dead;
  await client.close(true).catch(() => undefined);
}

/** A clean stop: the client first, then the server with `signal`; resolves to how it exited. */
async function stop(child: Child, client: MongoClient, signal: NodeJS.Signals) {
  await client.close();
  const stopped = exited(child.process);
  child.process.kill(signal);
  return stopped;
}

describeEmbeddedOnly('durability with --dbpath', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write across kill -9, and keeps enforcing unique indexes', async () => {
    let child = await startChild(dir);
    let client = await MongoClient.connect(child.uri);
    const coll = client.db('app').collection('items');
    await coll.createIndex({ sku: 1 }, { unique: true });
    await Promise.all(Array.from({ length: 300 }, (_, i) => coll.insertOne({ sku: i, qty: 0 })));
    await coll.updateOne({ sku: 7 }, { $set: { qty: 70 } });
    await coll.deleteOne({ sku: 8 });
    await client
      .db('app')
      .collection('other')
      .insertOne({ _id: 'x' } as Document);
    await crash(child, client);

    child = await startChild(dir);
    client = await MongoClient.connect(child.uri);
    try {
      const items = client.db('app').collection('items');
      expect(await items.countDocuments()).toBe(299);
      expect((await items.findOne({ sku: 7 }))?.qty).toBe(70);
      expect(await items.findOne({ sku: 8 })).toBeNull();
      expect(await client.db('app').collection('other').countDocuments()).toBe(1);
      await expect(items.insertOne({ sku: 1 })).rejects.toMatchObject({ code: 11000 });
    } finally {
      expect(await stop(child, client, 'SIGTERM')).toEqual({ code: 0, signal: null });
    }
    expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(false);
  });

  it('drops a torn last journal record with a warning and keeps serving', async () => {
    let child = await startChild(dir);
    let client = await MongoClient.connect(child.uri);
    await client
      .db('app')
      .collection('c')
      .insertMany([{ n: 1 }, { n: 2 }]);
    await crash(child, client);
    // Half a record: a header promising 500 bytes followed by only a few.
    const torn = Buffer.alloc(20);
    torn.writeUInt32LE(500, 0);
    fs.appendFileSync(path.join(dir, 'journal.bin'), torn);

    child = await startChild(dir);
    client = await MongoClient.connect(child.uri);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(child.stderr()).toMatch(/torn or corrupt record/);
      const c = client.db('app').collection('c');
      expect(await c.countDocuments()).toBe(2);
      await c.insertOne({ n: 3 });
    } finally {
      await stop(child, client, 'SIGINT');
    }
    child = await startChild(dir);
    client = await MongoClient.connect(child.uri);
    try {
      expect(await client.db('app').collection('c').countDocuments()).toBe(3);
      expect(child.stderr()).toBe('');
    } finally {
      await stop(child, client, 'SIGTERM');
    }
  });

  it('keeps committed transactions and never an uncommitted one across kill -9', async () => {
    let child = await startChild(dir);
    let client = await MongoClient.connect(child.uri);
    const db = client.db('app');
    await db.collection('orders').insertOne({ _id: 'before' } as Document);
    const committed = client.startSession();
    await committed.withTransaction(async () => {
      const session = committed;
      await db.collection('orders').insertOne({ _id: 'o1', n: 1 } as Document, { session });
      await db.collection('outbox').insertOne({ _id: 'e1' } as Document, { session });
      await db.collection('orders').deleteOne({ _id: 'before' } as Document, { session });
    });
    const open = client.startSession();
    open.startTransaction();
    await db.collection('orders').insertOne({ _id: 'o2' } as Document, { session: open });
    await db
      .collection('orders')
      .updateOne({ _id: 'o1' } as Document, { $set: { n: 2 } }, { session: open });
    await db.collection('fresh').insertOne({ _id: 'f' } as Document, { session: open });
    await crash(child, client);

    child = await startChild(dir);
    client = await MongoClient.connect(child.uri);
    try {
      const app = client.db('app');
      expect(await app.collection('orders').find().toArray()).toEqual([{ _id: 'o1', n: 1 }]);
      expect(await app.collection('outbox').find().toArray()).toEqual([{ _id: 'e1' }]);
      const names = (await app.listCollections().toArray()).map((c) => c.name);
      expect(names).not.toContain('fresh');
    } finally {
      await stop(child, client, 'SIGTERM');
    }
  });

  it('journals a transaction as one record and drops it whole when torn', async () => {
    let child = await startChild(dir);
    let client = await MongoClient.connect(child.uri);
    const db = client.db('app');
    await db.collection('c').insertOne({ _id: 'plain' } as Document);
    const session = client.startSession();
    await session.withTransaction(async () => {
      await db.collection('c').insertOne({ _id: 't1' } as Document, { session });
      await db.collection('c').insertOne({ _id: 't2' } as Document, { session });
      await db.collection('d').insertOne({ _id: 't3' } as Document, { session });
    });
    await crash(child, client);

    const journalPath = path.join(dir, 'journal.bin');
    const journal = fs.readFileSync(journalPath);
    const { records } = decodeRecords(journal);
    const last = records[records.length - 1];
    expect(last.op).toBe('txn');
    expect((last.ops as Document[]).map((op) => op.doc?._id ?? op.op)).toEqual([
      't1',
      't2',
      'create',
      't3',
    ]);
    fs.writeFileSync(journalPath, journal.subarray(0, journal.length - 5));

    child = await startChild(dir);
    client = await MongoClient.connect(child.uri);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(child.stderr()).toMatch(/torn or corrupt record/);
      expect(await client.db('app').collection('c').find().toArray()).toEqual([{ _id: 'plain' }]);
      expect(await client.db('app').collection('d').countDocuments()).toBe(0);
    } finally {
      await stop(child, client, 'SIGTERM');
    }
  });

  it('refuses a second server on a dbpath that is in use', async () => {
    const first = await startEmbeddedMongo({ dbPath: dir });
    try {
      await expect(startEmbeddedMongo({ dbPath: dir })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
  });

  it('compacts the journal into a snapshot so restart replays a bounded log', async () => {
    const compactionBytes = 16 * 1024;
    let server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
    let client = await MongoClient.connect(server.uri);
    const coll = client.db('app').collection('log');
    for (let i = 0; i < 600; i += 1) {
      await coll.updateOne({ _id: i % 50 } as Document, { $set: { v: i } }, { upsert: true });
    }
    await client.close();
    const journalBytes = fs.statSync(path.join(dir, 'journal.bin')).size;
    expect(journalBytes).toBeLessThan(compactionBytes * 2);
    expect(fs.statSync(path.join(dir, 'snapshot.bin')).size).toBeGreaterThan(0);
    await server.stop();

    server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
    client = await MongoClient.connect(server.uri);
    try {
      const log = client.db('app').collection('log');
      expect(await log.countDocuments()).toBe(50);
      expect((await log.findOne({ _id: 49 } as Document))?.v).toBe(599);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  describe('a snapshot written in the background', () => {
    const compactionBytes = 256 * 1024;
    const payload = 'x'.repeat(16 * 1024);
    const oldJournal = () => fs.existsSync(path.join(dir, 'journal.old.bin'));

    /** Writes 16 KB documents until the journal is set aside, i.e. a snapshot is being written. */
    async function writeUntilSnapshotting(coll: Collection<Document>): Promise<number[]> {
      const acknowledged: number[] = [];
      for (let i = 0; i < 2000 && !oldJournal(); i += 1) {
        await coll.insertOne({ _id: i, payload } as Document);
        acknowledged.push(i);
      }
      expect(oldJournal()).toBe(true);
      return acknowledged;
    }

    it('keeps acknowledging writes meanwhile, and a crash image taken then loses none', async () => {
      const server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
      const client = await MongoClient.connect(server.uri);
      const copy = `${dir}-crash`;
      try {
        // Enough state (about 10 MB) that serializing it takes many turns of the event loop.
        await client
          .db('app')
          .collection('archive')
          .insertMany(Array.from({ length: 600 }, (_, i) => ({ _id: i, payload })) as Document[]);
        const coll = client.db('app').collection('films');
        const acknowledged = await writeUntilSnapshotting(coll);
        // Acknowledged while the snapshot is still being written: the write did not wait for it.
        await coll.insertOne({ _id: 'during', payload } as Document);
        acknowledged.push(-1);
        expect(oldJournal()).toBe(true);
        // This process serves the database: copying synchronously freezes it mid-snapshot.
        fs.cpSync(dir, copy, { recursive: true });
        expect(fs.existsSync(path.join(copy, 'journal.old.bin'))).toBe(true);

        const restarted = await startEmbeddedMongo({ dbPath: copy, compactionBytes });
        const reader = await MongoClient.connect(restarted.uri);
        try {
          const films = reader.db('app').collection('films');
          expect(await films.countDocuments()).toBe(acknowledged.length);
          expect(await films.findOne({ _id: 'during' } as Document)).not.toBeNull();
        } finally {
          await reader.close();
          await restarted.stop();
          fs.rmSync(copy, { recursive: true, force: true });
        }
      } finally {
        await client.close();
        await server.stop();
      }
    });

    it('waits for transactions open meanwhile; an aborted one leaves nothing behind', async () => {
      let server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
      let client = await MongoClient.connect(server.uri);
      const db = client.db('app');
      await db.collection('orders').insertOne({ _id: 'o1', n: 1 } as Document);
      const open = client.startSession();
      open.startTransaction();
      await db
        .collection('orders')
        .updateOne({ _id: 'o1' } as Document, { $set: { n: 2 } }, { session: open });
      await db.collection('orders').insertOne({ _id: 'o2' } as Document, { session: open });
      const written = await writeUntilSnapshotting(db.collection('films'));
      // The file holds the transaction's uncommitted changes: it cannot replace the old snapshot yet.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(oldJournal()).toBe(true);
      await open.abortTransaction();
      await open.endSession();
      for (let i = 0; i < 100 && oldJournal(); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(oldJournal()).toBe(false);
      await client.close();
      await server.stop();

      server = await startEmbeddedMongo({ dbPath: dir, compactionBytes });
      client = await MongoClient.connect(server.uri);
      try {
        const app = client.db('app');
        expect(await app.collection('orders').find().toArray()).toEqual([{ _id: 'o1', n: 1 }]);
        expect(await app.collection('films').countDocuments()).toBe(written.length);
      } finally {
        await client.close();
        await server.stop();
      }
    });
  });
});
