import { Socket } from 'node:net';
import { MongoClient } from 'mongodb';
import type { Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { openTarget, realMongoUrl, withDatabase } from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

let target: MongoTarget;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());

const MiB = 1024 * 1024;

/** Sends raw bytes and reports whether the server closed the connection or answered. */
function sendRaw(uri: string, bytes: Buffer): Promise<'closed' | 'answered'> {
  const { hostname, port } = new URL(uri.replace(/,.*$/, ''));
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('server neither answered nor closed the connection'));
    }, 5000);
    socket.on('data', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve('answered');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    socket.on('error', () => undefined);
    socket.connect(Number(port || 27017), hostname, () => socket.write(bytes));
  });
}

function header(length: number, opCode: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeInt32LE(length, 0);
  b.writeInt32LE(7, 4);
  b.writeInt32LE(0, 8);
  b.writeInt32LE(opCode, 12);
  return b;
}

describe('limits', () => {
  it('stores and returns a 15 MiB document', async () => {
    const big = target.db.collection('big');
    const payload = 'x'.repeat(15 * MiB);
    const { insertedId } = await big.insertOne({ payload });
    const back = await big.findOne({ _id: insertedId });
    expect(back?.payload.length).toBe(payload.length);
  });

  it('rejects documents over 16 MiB', async () => {
    const big = target.db.collection('big');
    const error = await big
      .insertOne({ _id: 'too-big', payload: 'y'.repeat(16 * MiB + 100) } as Document)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect([2, 10334, 17420]).toContain((error as { code?: number }).code);
    expect(
      await big.findOne({ _id: 'too-big' } as Document, { projection: { _id: 1 } }),
    ).toBeNull();
  });

  it('rejects an update whose result exceeds 16 MiB', async () => {
    const big = target.db.collection('grow');
    const { insertedId } = await big.insertOne({ a: 'a'.repeat(9 * MiB) });
    const error = await big
      .updateOne({ _id: insertedId }, { $set: { b: 'b'.repeat(9 * MiB) } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 17419 });
    expect((await big.findOne({ _id: insertedId }, { projection: { b: 1 } }))?.b).toBeUndefined();
  });

  it('closes only the connection that sends an oversized or malformed message', async () => {
    const probe = target.db.collection('probe');
    await probe.insertOne({ alive: 1 });
    expect(await sendRaw(target.uri, header(49_000_000, 2013))).toBe('closed');
    expect(await sendRaw(target.uri, header(8, 2013))).toBe('closed');
    // A frame whose body is not valid BSON: MongoDB may answer with an error or close.
    const garbage = Buffer.concat([
      header(16 + 4 + 1 + 9, 2013),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from([9, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0]),
    ]);
    expect(['closed', 'answered']).toContain(await sendRaw(target.uri, garbage));
    // A truncated message followed by a hang-up.
    const truncated = Buffer.concat([header(200, 2013), Buffer.alloc(10)]);
    const socket = new Socket();
    await new Promise<void>((resolve) =>
      socket.connect(
        Number(new URL(target.uri).port || 27017),
        new URL(target.uri).hostname,
        resolve,
      ),
    );
    socket.end(truncated);
    expect(await probe.countDocuments({ alive: 1 })).toBe(1);
  });
});

describe('concurrency', () => {
  it('applies concurrent $inc from many clients atomically', async () => {
    const counters = target.db.collection('counters');
    await counters.insertOne({ _id: 'c', n: 0 } as Document);
    const clients = await Promise.all(
      Array.from({ length: 8 }, () => MongoClient.connect(target.uri, { maxPoolSize: 4 })),
    );
    try {
      await Promise.all(
        clients.map((client) =>
          Promise.all(
            Array.from({ length: 40 }, () =>
              client
                .db(target.dbName)
                .collection('counters')
                .updateOne({ _id: 'c' } as Document, { $inc: { n: 1 } }),
            ),
          ),
        ),
      );
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
    expect((await counters.findOne({ _id: 'c' } as Document))?.n).toBe(320);
  });

  it('keeps a unique key unique under concurrent upserts', async () => {
    const slots = target.db.collection('slots');
    await slots.createIndex({ key: 1 }, { unique: true });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        slots.updateOne({ key: 'k' }, { $set: { last: i } }, { upsert: true }),
      ),
    );
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 11000 });
    expect(await slots.countDocuments({ key: 'k' })).toBe(1);
  });
});

describe('TTL indexes', () => {
  // mongod's TTL monitor runs every 60 s; the embedded server checks every second.
  const deadline = realMongoUrl ? 120_000 : 15_000;

  async function waitUntil(check: () => Promise<boolean>): Promise<void> {
    const end = Date.now() + deadline;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('TTL document was not removed in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it(
    'removes documents whose date is older than expireAfterSeconds',
    async () => {
      const codes = target.db.collection('reset_codes');
      await codes.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
      await codes.insertMany([
        { code: 'old', createdAt: new Date(Date.now() - 60_000) },
        { code: 'fresh', createdAt: new Date(Date.now() + 3_600_000) },
        { code: 'no-date', createdAt: 'not a date' },
      ]);
      await waitUntil(async () => (await codes.countDocuments({ code: 'old' })) === 0);
      expect((await codes.find().toArray()).map((d) => d.code).sort()).toEqual([
        'fresh',
        'no-date',
      ]);
    },
    deadline + 10_000,
  );

  it(
    "honours mongoose's `expires` option",
    async () => {
      const connection = await mongoose
        .createConnection(withDatabase(target.uri, target.dbName))
        .asPromise();
      try {
        const Code = connection.model(
          'ResetCode',
          new Schema({ code: String, expiresAt: { type: Date, expires: 0 } }),
        );
        await Code.init();
        await Code.create({ code: 'gone', expiresAt: new Date(Date.now() - 1000) });
        await waitUntil(async () => (await Code.countDocuments({ code: 'gone' })) === 0);
      } finally {
        await connection.close();
      }
    },
    deadline + 10_000,
  );
});
