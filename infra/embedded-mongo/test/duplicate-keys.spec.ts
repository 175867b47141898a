import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { openTarget } from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

let target: MongoTarget;
let users: Collection<Document>;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());

beforeEach(async () => {
  users = target.db.collection(`users_${Math.random().toString(36).slice(2, 8)}`);
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany([
    { _id: 'u1', email: 'ann@example.com', org: 'a', handle: 'ann' },
    { _id: 'u2', email: 'bob@example.com', org: 'a', handle: 'bob' },
  ] as Document[]);
});

function dupMessage(coll: Collection<Document>, index: string): RegExp {
  const ns = `${target.dbName}.${coll.collectionName}`.replace(/\./g, '\\.');
  return new RegExp(`^E11000 duplicate key error collection: ${ns} index: ${index} dup key: \\{ `);
}

describe('duplicate keys raise the same errors as MongoDB', () => {
  it('insertOne on an existing _id', async () => {
    const error = await users
      .insertOne({ _id: 'u1', email: 'other@example.com' } as Document)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 'u1' } });
    expect((error as Error).message).toMatch(dupMessage(users, '_id_'));
  });

  it('insertOne on a unique field, with the exact message', async () => {
    const error = await users.insertOne({ email: 'ann@example.com' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'ann@example.com' },
    });
    expect((error as Error).message).toBe(
      `E11000 duplicate key error collection: ${target.dbName}.${users.collectionName} index: email_1 dup key: { email: "ann@example.com" }`,
    );
    expect(await users.countDocuments()).toBe(2);
  });

  it('ordered insertMany stops at the first duplicate; unordered carries on', async () => {
    const ordered = await users
      .insertMany([{ email: 'c@x' }, { email: 'ann@example.com' }, { email: 'd@x' }])
      .catch((e: unknown) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    const bulk = ordered as MongoBulkWriteError;
    expect(bulk.code).toBe(11000);
    expect(bulk.insertedCount).toBe(1);
    expect(bulk.writeErrors).toHaveLength(1);
    expect([bulk.writeErrors].flat()[0]).toMatchObject({ index: 1, code: 11000 });
    expect(await users.countDocuments({ email: 'd@x' })).toBe(0);

    const unordered = (await users
      .insertMany(
        [{ email: 'e@x' }, { email: 'bob@example.com' }, { email: 'f@x' }, { email: 'e@x' }],
        { ordered: false },
      )
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(unordered.insertedCount).toBe(2);
    expect([unordered.writeErrors].flat().map((w) => w.index)).toEqual([1, 3]);
  });

  it('an update that would duplicate a unique value', async () => {
    const error = await users
      .updateOne({ _id: 'u2' } as Document, { $set: { email: 'ann@example.com' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { email: 'ann@example.com' } });
    expect((await users.findOne({ _id: 'u2' } as Document))?.email).toBe('bob@example.com');
    // Re-setting a document's own value is not a conflict.
    const same = await users.updateOne({ _id: 'u2' } as Document, {
      $set: { email: 'bob@example.com', seen: true },
    });
    expect(same.modifiedCount).toBe(1);
  });

  it('an upsert that would insert a duplicate', async () => {
    const error = await users
      .updateOne({ handle: 'new' }, { $set: { email: 'bob@example.com' } }, { upsert: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 } });
    expect(await users.countDocuments({ handle: 'new' })).toBe(0);
  });

  it('findOneAndUpdate reports E11000 as a command error', async () => {
    const error = await users
      .findOneAndUpdate({ _id: 'u2' } as Document, { $set: { email: 'ann@example.com' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      codeName: 'DuplicateKey',
      keyValue: { email: 'ann@example.com' },
    });
  });

  it('compound unique indexes', async () => {
    await users.createIndex({ org: 1, handle: 1 }, { unique: true });
    await users.insertOne({ email: 'x@x', org: 'b', handle: 'ann' });
    const error = await users
      .insertOne({ email: 'y@y', org: 'a', handle: 'ann' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { org: 1, handle: 1 },
      keyValue: { org: 'a', handle: 'ann' },
    });
    expect((error as Error).message).toMatch(dupMessage(users, 'org_1_handle_1'));
    expect((error as Error).message).toMatch(/dup key: \{ org: "a", handle: "ann" \}$/);
  });

  it('missing fields count as null in a unique index, unless it is sparse or partial', async () => {
    await users.insertOne({ handle: 'no-email-1' });
    const error = await users.insertOne({ handle: 'no-email-2' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { email: null } });

    await users.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await users.insertMany([{ email: 's1@x' }, { email: 's2@x' }]);
    await users.createIndex(
      { code: 1 },
      { unique: true, partialFilterExpression: { active: true } },
    );
    await users.insertMany([
      { email: 'p1@x', code: 'c', active: false },
      { email: 'p2@x', code: 'c', active: true },
    ]);
    await expect(users.insertOne({ email: 'p3@x', code: 'c', active: true })).rejects.toMatchObject(
      { code: 11000 },
    );
  });

  it('unique index over array elements', async () => {
    await users.createIndex({ aliases: 1 }, { unique: true, sparse: true });
    await users.insertOne({ email: 'a1@x', aliases: ['x', 'y'] });
    await expect(users.insertOne({ email: 'a2@x', aliases: ['z', 'y'] })).rejects.toMatchObject({
      code: 11000,
      keyValue: { aliases: 'y' },
    });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    await users.insertOne({ email: 'z@x', handle: 'ann' });
    await expect(users.createIndex({ handle: 1 }, { unique: true })).rejects.toMatchObject({
      code: 11000,
    });
    expect((await users.listIndexes().toArray()).map((i) => i.name)).not.toContain('handle_1');
  });

  it('bulkWrite collects write errors with their indexes', async () => {
    const error = (await users
      .bulkWrite(
        [
          { insertOne: { document: { email: 'b1@x' } } },
          {
            updateOne: {
              filter: { email: 'b1@x' },
              update: { $set: { email: 'ann@example.com' } },
            },
          },
          { insertOne: { document: { email: 'b2@x' } } },
        ],
        { ordered: false },
      )
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    expect([error.writeErrors].flat().map((w) => [w.index, w.code])).toEqual([[1, 11000]]);
    expect(error.insertedCount).toBe(2);
  });
});
