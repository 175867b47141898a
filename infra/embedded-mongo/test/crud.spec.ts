import { Long, MongoServerError, ObjectId } from 'mongodb';
import type { Collection, Document, UpdateFilter } from 'mongodb';
import { openTarget } from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

let target: MongoTarget;
let films: Collection<Document>;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());

beforeEach(async () => {
  films = target.db.collection(`films_${Math.random().toString(36).slice(2, 8)}`);
  await films.insertMany([
    { title: 'Alpha', year: 2001, genres: ['drama'], crew: { size: 4 }, rating: 7.5 },
    { title: 'Beta', year: 2010, genres: ['comedy', 'drama'], crew: { size: 12 }, rating: 6 },
    { title: 'Gamma', year: 2020, genres: [], crew: { size: 2 } },
    { title: 'Delta', year: 2015, genres: ['horror'], crew: { size: 7 }, rating: null },
  ]);
});

describe('CRUD through the driver', () => {
  it('inserts with generated ObjectIds and finds them back by _id', async () => {
    const { insertedId } = await films.insertOne({ title: 'Epsilon' });
    expect(insertedId).toBeInstanceOf(ObjectId);
    const found = await films.findOne({ _id: insertedId });
    expect(found).toEqual({ _id: insertedId, title: 'Epsilon' });
    expect(Object.keys(found as Document)[0]).toBe('_id');
  });

  it('stores _id first even when the client sends it last', async () => {
    await films.insertOne({ title: 'Late', _id: 'custom-id' } as Document);
    const found = await films.findOne({ _id: 'custom-id' } as Document);
    expect(Object.keys(found as Document)).toEqual(['_id', 'title']);
  });

  it('keeps BSON types: dates, nested documents, arrays, longs, binary', async () => {
    const when = new Date('2024-05-01T10:00:00Z');
    const big = Long.fromString('9007199254740993');
    await films.insertOne({
      _id: 'types',
      when,
      nested: { a: [1, { b: 'c' }] },
      big,
      bin: Buffer.from('hi'),
    } as Document);
    const doc = await films.findOne({ _id: 'types' } as Document, { promoteLongs: false });
    expect(doc?.when).toEqual(when);
    expect(doc?.nested).toEqual({ a: [1, { b: 'c' }] });
    expect(String(doc?.big)).toBe('9007199254740993');
    expect(Buffer.from(doc?.bin.buffer).toString()).toBe('hi');
  });

  it('filters with comparison, logical, element, array and regex operators', async () => {
    const titles = async (filter: Document) =>
      (await films.find(filter).sort({ title: 1 }).toArray()).map((f) => f.title);
    expect(await titles({ year: { $gte: 2010, $lt: 2020 } })).toEqual(['Beta', 'Delta']);
    expect(await titles({ year: { $in: [2001, 2020] } })).toEqual(['Alpha', 'Gamma']);
    expect(await titles({ year: { $nin: [2001, 2020] } })).toEqual(['Beta', 'Delta']);
    expect(await titles({ $or: [{ year: 2001 }, { 'crew.size': { $gt: 10 } }] })).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(await titles({ $and: [{ genres: 'drama' }, { year: { $ne: 2001 } }] })).toEqual([
      'Beta',
    ]);
    expect(await titles({ year: { $not: { $gt: 2005 } } })).toEqual(['Alpha']);
    expect(await titles({ $nor: [{ year: 2001 }, { year: 2010 }] })).toEqual(['Delta', 'Gamma']);
    expect(await titles({ rating: { $exists: false } })).toEqual(['Gamma']);
    expect(await titles({ rating: null })).toEqual(['Delta', 'Gamma']);
    expect(await titles({ title: { $type: 'string' }, rating: { $type: 'number' } })).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(await titles({ genres: { $size: 0 } })).toEqual(['Gamma']);
    expect(await titles({ genres: { $all: ['drama', 'comedy'] } })).toEqual(['Beta']);
    expect(await titles({ genres: { $elemMatch: { $eq: 'horror' } } })).toEqual(['Delta']);
    expect(await titles({ title: { $regex: '^[ab]', $options: 'i' } })).toEqual(['Alpha', 'Beta']);
    expect(await titles({ title: /ta$/ })).toEqual(['Beta', 'Delta']);
    expect(await titles({ $expr: { $gt: ['$crew.size', 5] } })).toEqual(['Beta', 'Delta']);
  });

  it('projects, sorts, skips and limits', async () => {
    const docs = await films
      .find({}, { projection: { _id: 0, title: 1, 'crew.size': 1 } })
      .sort({ 'crew.size': -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(docs).toEqual([
      { title: 'Delta', crew: { size: 7 } },
      { title: 'Alpha', crew: { size: 4 } },
    ]);
    const excluded = await films.findOne(
      { title: 'Alpha' },
      { projection: { crew: 0, genres: 0 } },
    );
    expect(Object.keys(excluded as Document).sort()).toEqual(['_id', 'rating', 'title', 'year']);
    const sliced = await films.findOne(
      { title: 'Beta' },
      { projection: { genres: { $slice: 1 }, _id: 0, title: 1 } },
    );
    expect(sliced).toEqual({ title: 'Beta', genres: ['comedy'] });
  });

  it('pages through a large result with small batch sizes (getMore)', async () => {
    const many = target.db.collection('many');
    await many.insertMany(Array.from({ length: 1234 }, (_, i) => ({ i })));
    const cursor = many.find({}, { batchSize: 5 }).sort({ i: 1 });
    let expected = 0;
    for await (const doc of cursor) {
      expect(doc.i).toBe(expected);
      expected += 1;
    }
    expect(expected).toBe(1234);
    const limited = await many.find({ i: { $gte: 100 } }, { batchSize: 3, limit: 10 }).toArray();
    expect(limited.map((d) => d.i)).toEqual(Array.from({ length: 10 }, (_, k) => 100 + k));
    const agg = await many.aggregate([{ $match: { i: { $lt: 50 } } }], { batchSize: 4 }).toArray();
    expect(agg).toHaveLength(50);
  });

  it('closes cursors early (killCursors) and reports a dead cursor on getMore', async () => {
    const many = target.db.collection('kill');
    await many.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const cursor = many.find({}, { batchSize: 2 });
    await cursor.next();
    await cursor.close();
    const bogus = target.db.command({ getMore: Long.fromNumber(123456789), collection: 'kill' });
    await expect(bogus).rejects.toMatchObject({ code: 43 });
  });

  it('updates with every operator family', async () => {
    await films.updateOne({ title: 'Alpha' }, {
      $set: { 'crew.lead': 'Ann' },
      $unset: { rating: '' },
      $inc: { year: 1 },
      $mul: { 'crew.size': 2 },
      $push: { genres: { $each: ['noir', 'art'], $sort: 1 } },
      $currentDate: { touchedAt: true },
    } as Document as UpdateFilter<Document>);
    let alpha = await films.findOne({ title: 'Alpha' });
    expect(alpha).toMatchObject({
      year: 2002,
      crew: { size: 8, lead: 'Ann' },
      genres: ['art', 'drama', 'noir'],
    });
    expect(alpha?.rating).toBeUndefined();
    expect(alpha?.touchedAt).toBeInstanceOf(Date);

    await films.updateOne(
      { title: 'Alpha' },
      {
        $min: { year: 1999 },
        $max: { 'crew.size': 3 },
        $addToSet: { genres: 'drama' },
        $rename: { 'crew.lead': 'crew.director' },
      },
    );
    await expect(
      films.updateOne({ title: 'Alpha' }, {
        $pull: { genres: 'noir' },
        $pop: { genres: -1 },
      } as Document as UpdateFilter<Document>),
    ).rejects.toMatchObject({ code: 40 });
    await films.updateOne({ title: 'Alpha' }, {
      $pull: { genres: 'noir' },
    } as Document as UpdateFilter<Document>);
    await films.updateOne({ title: 'Alpha' }, { $pop: { genres: -1 } });
    alpha = await films.findOne({ title: 'Alpha' });
    expect(alpha).toMatchObject({
      year: 1999,
      crew: { size: 8, director: 'Ann' },
      genres: ['drama'],
    });
    await films.updateOne({ title: 'Beta' }, {
      $pullAll: { genres: ['comedy', 'drama'] },
    } as Document as UpdateFilter<Document>);
    expect((await films.findOne({ title: 'Beta' }))?.genres).toEqual([]);
  });

  it('updates array elements with the positional operator and arrayFilters', async () => {
    await films.insertOne({
      title: 'Scenes',
      scenes: [
        { n: 1, done: false },
        { n: 2, done: false },
        { n: 3, done: false },
      ],
    });
    await films.updateOne({ title: 'Scenes', 'scenes.n': 2 }, { $set: { 'scenes.$.done': true } });
    await films.updateOne(
      { title: 'Scenes' },
      { $set: { 'scenes.$[late].late': true } },
      { arrayFilters: [{ 'late.n': { $gte: 3 } }] },
    );
    const doc = await films.findOne({ title: 'Scenes' });
    expect(doc?.scenes).toEqual([
      { n: 1, done: false },
      { n: 2, done: true },
      { n: 3, done: false, late: true },
    ]);
  });

  it('counts matched and modified documents and supports multi updates and replacement', async () => {
    const many = await films.updateMany({ year: { $gte: 2010 } }, { $set: { modern: true } });
    expect(many).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
    const again = await films.updateMany({ year: { $gte: 2010 } }, { $set: { modern: true } });
    expect(again).toMatchObject({ matchedCount: 3, modifiedCount: 0 });
    const replaced = await films.replaceOne({ title: 'Gamma' }, { title: 'Gamma', remade: true });
    expect(replaced.modifiedCount).toBe(1);
    const gamma = await films.findOne({ title: 'Gamma' });
    expect(Object.keys(gamma as Document)).toEqual(['_id', 'title', 'remade']);
    const pipeline = await films.updateOne({ title: 'Beta' }, [
      { $set: { label: { $concat: ['$title', '!'] } } },
    ]);
    expect(pipeline.modifiedCount).toBe(1);
    expect((await films.findOne({ title: 'Beta' }))?.label).toBe('Beta!');
  });

  it('refuses to change _id', async () => {
    await expect(films.updateOne({ title: 'Alpha' }, { $set: { _id: 'x' } })).rejects.toMatchObject(
      { code: 66 },
    );
  });

  it('upserts with $setOnInsert and filter equality fields', async () => {
    const first = await films.updateOne(
      { title: 'Zeta', 'meta.kind': 'short' },
      { $set: { year: 2024 }, $setOnInsert: { createdBy: 'u1' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    const second = await films.updateOne(
      { title: 'Zeta', 'meta.kind': 'short' },
      { $set: { year: 2025 }, $setOnInsert: { createdBy: 'u2' } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    const zeta = await films.findOne({ title: 'Zeta' }, { projection: { _id: 0 } });
    expect(zeta).toEqual({ title: 'Zeta', meta: { kind: 'short' }, year: 2025, createdBy: 'u1' });
  });

  it('lets an upsert choose the inserted _id through $setOnInsert or a same-valued $set', async () => {
    const tagged = target.db.collection<{ _id: string; title: string; year?: number }>(
      `tagged_${Math.random().toString(36).slice(2, 8)}`,
    );
    const inserted = await tagged.updateOne(
      { title: 'Eta' },
      { $setOnInsert: { _id: 'eta-1', year: 1999 } },
      { upsert: true },
    );
    expect(inserted.upsertedId).toBe('eta-1');
    const again = await tagged.updateOne(
      { title: 'Eta' },
      { $setOnInsert: { _id: 'eta-2' }, $set: { year: 2000 } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await tagged.findOne({ title: 'Eta' })).toEqual({
      _id: 'eta-1',
      title: 'Eta',
      year: 2000,
    });
    const sameId = await tagged.updateOne(
      { _id: 'eta-1' },
      { $set: { _id: 'eta-1', rated: true } },
    );
    expect(sameId.modifiedCount).toBe(1);
    await expect(
      tagged.updateOne({ _id: 'theta' }, { $setOnInsert: { _id: 'other' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 66 });
  });

  it('finds and modifies: returnDocument, upsert, sort, projection, delete', async () => {
    const before = await films.findOneAndUpdate({ title: 'Alpha' }, { $inc: { year: 10 } });
    expect(before?.year).toBe(2001);
    const after = await films.findOneAndUpdate(
      { title: 'Alpha' },
      { $inc: { year: 10 } },
      { returnDocument: 'after', projection: { _id: 0, year: 1 } },
    );
    expect(after).toEqual({ year: 2021 });
    const newest = await films.findOneAndUpdate(
      {},
      { $set: { picked: true } },
      { sort: { year: -1 }, returnDocument: 'after' },
    );
    expect(newest?.title).toBe('Alpha');
    const upserted = await films.findOneAndUpdate(
      { title: 'Theta' },
      { $setOnInsert: { year: 1990 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(upserted).toMatchObject({ title: 'Theta', year: 1990 });
    const meta = await films.findOneAndUpdate(
      { title: 'Nope' },
      { $set: { x: 1 } },
      { includeResultMetadata: true },
    );
    expect(meta.value).toBeNull();
    const removed = await films.findOneAndDelete({ title: 'Beta' });
    expect(removed?.title).toBe('Beta');
    expect(await films.countDocuments({ title: 'Beta' })).toBe(0);
    const replaced = await films.findOneAndReplace(
      { title: 'Gamma' },
      { title: 'Gamma 2' },
      { returnDocument: 'after' },
    );
    expect(replaced?.title).toBe('Gamma 2');
  });

  it('deletes one and many', async () => {
    expect((await films.deleteOne({ genres: 'drama' })).deletedCount).toBe(1);
    expect((await films.deleteMany({ year: { $gt: 2000 } })).deletedCount).toBe(3);
    expect(await films.countDocuments()).toBe(0);
  });

  it('counts and lists distinct values', async () => {
    expect(await films.countDocuments({ year: { $gt: 2005 } })).toBe(3);
    expect(await films.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await films.estimatedDocumentCount()).toBe(4);
    expect((await films.distinct('genres')).sort()).toEqual(['comedy', 'drama', 'horror']);
    expect((await films.distinct('crew.size', { year: { $lt: 2016 } })).sort()).toEqual([12, 4, 7]);
  });

  it('aggregates: $match, $group, $sort, $project, $unwind, $count, $facet, $lookup', async () => {
    const byGenre = await films
      .aggregate([
        { $unwind: '$genres' },
        { $group: { _id: '$genres', n: { $sum: 1 }, years: { $push: '$year' } } },
        { $sort: { n: -1, _id: 1 } },
      ])
      .toArray();
    expect(byGenre).toEqual([
      { _id: 'drama', n: 2, years: [2001, 2010] },
      { _id: 'comedy', n: 1, years: [2010] },
      { _id: 'horror', n: 1, years: [2015] },
    ]);
    const reviews = target.db.collection(`reviews_${films.collectionName}`);
    await reviews.insertMany([
      { film: 'Alpha', stars: 5 },
      { film: 'Alpha', stars: 3 },
      { film: 'Beta', stars: 4 },
    ]);
    const joined = await films
      .aggregate([
        { $match: { title: { $in: ['Alpha', 'Beta'] } } },
        {
          $lookup: {
            from: reviews.collectionName,
            localField: 'title',
            foreignField: 'film',
            as: 'reviews',
          },
        },
        { $project: { _id: 0, title: 1, avg: { $avg: '$reviews.stars' } } },
        { $sort: { title: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { title: 'Alpha', avg: 4 },
      { title: 'Beta', avg: 4 },
    ]);
    const [facets] = await films
      .aggregate([
        {
          $facet: {
            total: [{ $count: 'n' }],
            old: [{ $match: { year: { $lt: 2005 } } }, { $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ total: [{ n: 4 }], old: [{ n: 1 }] });
    // The stored documents are not changed by stages that add fields.
    await films.aggregate([{ $set: { 'crew.extra': 1 } }]).toArray();
    expect((await films.findOne({ title: 'Alpha' }))?.crew).toEqual({ size: 4 });
  });

  it('runs bulkWrite with mixed operations', async () => {
    const result = await films.bulkWrite([
      { insertOne: { document: { title: 'Iota' } } },
      { updateOne: { filter: { title: 'Alpha' }, update: { $set: { bulk: 1 } } } },
      { updateMany: { filter: { year: { $gt: 2009 } }, update: { $inc: { year: 1 } } } },
      { replaceOne: { filter: { title: 'Gamma' }, replacement: { title: 'Gamma', r: 1 } } },
      { deleteOne: { filter: { title: 'Delta' } } },
      { updateOne: { filter: { title: 'Kappa' }, update: { $set: { year: 1 } }, upsert: true } },
    ]);
    expect(result).toMatchObject({
      insertedCount: 1,
      matchedCount: 5,
      modifiedCount: 5,
      deletedCount: 1,
      upsertedCount: 1,
    });
    expect(await films.countDocuments()).toBe(5);
  });

  it('manages collections and databases', async () => {
    const name = `made_${films.collectionName}`;
    await target.db.createCollection(name);
    await expect(target.db.createCollection(name)).rejects.toMatchObject({ code: 48 });
    const names = (await target.db.listCollections({}, { nameOnly: true }).toArray()).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining([name, films.collectionName]));
    expect(await target.db.collection(name).drop()).toBe(true);
    const listed = await target.db.listCollections({ name }).toArray();
    expect(listed).toEqual([]);
    const dbs = await target.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(target.dbName);
    const other = target.client.db(`${target.dbName}_x`);
    await other.collection('c').insertOne({ a: 1 });
    expect(await other.dropDatabase()).toBe(true);
    expect(await other.collection('c').countDocuments()).toBe(0);
  });

  it('creates, lists and drops indexes', async () => {
    expect(await films.createIndex({ title: 1 })).toBe('title_1');
    expect(await films.createIndex({ year: -1, title: 1 }, { name: 'by_year' })).toBe('by_year');
    expect(await films.createIndex({ title: 1 })).toBe('title_1');
    const indexes = await films.listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'title_1', 'by_year']);
    expect(await films.indexExists('by_year')).toBe(true);
    await films.dropIndex('by_year');
    await expect(films.dropIndex('by_year')).rejects.toMatchObject({ code: 27 });
    await films.dropIndexes();
    expect((await films.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await expect(target.db.collection('missing').listIndexes().toArray()).rejects.toMatchObject({
      code: 26,
    });
  });

  it('answers server commands the driver and tools use', async () => {
    const admin = target.client.db('admin');
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxBsonObjectSize: 16777216,
      maxMessageSizeBytes: 48000000,
    });
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
    expect(await admin.command({ serverStatus: 1 })).toMatchObject({ ok: 1 });
    expect(await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).toMatchObject({
      ok: 1,
    });
  });

  it('answers code 59 for unknown commands', async () => {
    const error = await target.db.command({ noSuchThing: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect((error as Error).message).toMatch(/no such command: 'noSuchThing'/);
  });

  it('answers $text queries with a clear error', async () => {
    await expect(films.find({ $text: { $search: 'alpha' } }).toArray()).rejects.toMatchObject({
      code: 27,
    });
  });
});
