import { MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { openTarget } from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

/*
 * What discovery's read models rely on (services/discovery): word search as escaped `$regex` on a
 * lower-cased field next to indexed filters, a capped history pushed with `$each` + `$slice`, and
 * newest-wins upserts whose guard refuses an older write with a duplicate key.
 */
let target: MongoTarget;
let entries: Collection<Document>;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());

beforeEach(async () => {
  entries = target.db.collection(`entries_${Math.random().toString(36).slice(2, 8)}`);
  await entries.createIndex({ roles: 1 });
  await entries.createIndex({ status: 1, updatedAt: -1 });
  await entries.insertMany([
    {
      _id: 'a',
      searchText: 'c++ (s.f.) night shift',
      roles: ['editor', 'actor'],
      status: 'open',
      expiresAt: null,
      updatedAt: new Date('2026-01-01'),
    },
    {
      _id: 'b',
      searchText: 'night owls abc',
      roles: ['director'],
      status: 'open',
      updatedAt: new Date('2026-01-02'),
    },
    {
      _id: 'c',
      searchText: 'a.c night',
      roles: ['editor'],
      status: 'planning',
      expiresAt: new Date('2020-01-01'),
      updatedAt: new Date('2026-01-03'),
    },
  ] as Document[]);
});

const ids = async (filter: Document) =>
  (await entries.find(filter).sort({ updatedAt: -1 }).toArray()).map((d) => d._id);

describe('search read models', () => {
  it('matches escaped regular expression words literally, each word required', async () => {
    expect(await ids({ searchText: { $regex: 'c\\+\\+ \\(s\\.f\\.\\)' } })).toEqual(['a']);
    expect(await ids({ searchText: { $regex: 'a\\.c' } })).toEqual(['c']);
    expect(
      await ids({
        $and: [{ searchText: { $regex: 'night' } }, { searchText: { $regex: 'owls' } }],
      }),
    ).toEqual(['b']);
  });

  it('anchors words at word starts and narrows by a multikey key by equality', async () => {
    await entries.createIndex({ searchKeys: 1 });
    await entries.updateOne({ _id: 'b' as never }, { $set: { searchKeys: ['nig', 'owl', 'abc'] } });
    await entries.updateOne({ _id: 'a' as never }, { $set: { searchKeys: ['shi', 'nig'] } });
    expect(
      await ids({ $and: [{ searchKeys: 'nig' }, { searchText: { $regex: '(?:^| )owls' } }] }),
    ).toEqual(['b']);
    expect(await ids({ searchText: { $regex: '(?:^| )ight' } })).toEqual([]);
    expect(await ids({ $and: [{ searchKeys: 'nig' }, { status: 'open' }] })).toEqual(['b', 'a']);
  });

  it('combines words with indexed equality, $in on arrays, $all, $nin and $ne on _id', async () => {
    expect(
      await ids({
        $and: [
          { status: 'open' },
          { roles: { $in: ['editor', 'composer'] } },
          { searchText: { $regex: 'night' } },
        ],
      }),
    ).toEqual(['a']);
    expect(await ids({ roles: { $all: ['editor', 'actor'] } })).toEqual(['a']);
    expect(await ids({ $and: [{ _id: { $ne: 'a' } }, { _id: { $nin: ['b'] } }] })).toEqual(['c']);
  });

  it('answers several indexed equalities, $in and $all together, sorted and limited', async () => {
    await entries.createIndex({ searchKeys: 1 });
    await entries.createIndex({ equipment: 1 });
    await entries.insertMany(
      Array.from({ length: 60 }, (_, n) => ({
        _id: `p${n}`,
        searchKeys: [n % 2 ? 'nig' : 'day', n % 3 ? 'owl' : 'cat'],
        roles: [n % 4 ? 'editor' : 'director'],
        equipment: n % 5 ? ['camera', 'drone'] : ['camera'],
        status: 'open',
        updatedAt: new Date(Date.UTC(2026, 1, 1, 0, n)),
      })) as Document[],
    );
    const found = await entries
      .find({
        $and: [
          { searchKeys: 'nig' },
          {
            $and: [
              { roles: { $in: ['editor', 'composer'] } },
              { equipment: { $all: ['drone', 'camera'] } },
            ],
          },
          { searchKeys: { $in: ['owl', 'bat'] } },
          { status: 'open' },
        ],
      })
      .sort({ updatedAt: -1, _id: 1 })
      .limit(4)
      .toArray();
    // Odd, not a multiple of 3 or 5 (n % 4 is never 0 for odd n).
    expect(found.map((d) => d._id)).toEqual(['p59', 'p53', 'p49', 'p47']);
    expect(await ids({ equipment: { $all: ['camera', 'tripod'] } })).toEqual([]);
    expect(await ids({ $and: [{ equipment: { $all: [] } }, { searchKeys: 'nig' }] })).toEqual([]);
  });

  it('treats a missing or null date as "no expiry" next to a $gt on dates', async () => {
    const live = { $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date('2026-01-01') } }] };
    expect(await ids(live)).toEqual(['b', 'a']);
  });

  it('keeps the newest entries of a pushed list with $each and a negative $slice, upserting', async () => {
    const history = target.db.collection<{ _id: string; searchHistory: { query: string }[] }>(
      `history_${Math.random().toString(36).slice(2, 8)}`,
    );
    for (let n = 1; n <= 5; n++) {
      await history.updateOne(
        { _id: 'u1' },
        { $push: { searchHistory: { $each: [{ query: `q${n}` }], $slice: -3 } } },
        { upsert: true },
      );
    }
    const doc = await history.findOne({ _id: 'u1' });
    expect(doc?.searchHistory).toEqual([{ query: 'q3' }, { query: 'q4' }, { query: 'q5' }]);
  });

  it('refuses an upsert whose newest-wins guard does not match with a duplicate key, changing nothing', async () => {
    const guarded = (version: number, name: string) =>
      entries.updateOne(
        { _id: 'v' as never, version: { $lte: version } },
        { $set: { version, name } },
        { upsert: true },
      );
    await guarded(5, 'five');
    await guarded(6, 'six');
    await expect(guarded(4, 'four')).rejects.toMatchObject({ code: 11000 });
    await expect(guarded(4, 'four')).rejects.toBeInstanceOf(MongoServerError);
    expect(await entries.findOne({ _id: 'v' as never })).toMatchObject({ version: 6, name: 'six' });
  });

  it('counts per key with $match $in and $group', async () => {
    const rows = await entries
      .aggregate([
        { $match: { roles: { $in: ['editor', 'director'] } } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'open', count: 2 },
      { _id: 'planning', count: 1 },
    ]);
  });

  /** How the discovery search finds 'nig…' among open entries: the key, a filter, the word. */
  const OPEN_NIGHT_HITS = {
    $match: {
      $and: [{ searchKeys: 'nig' }, { status: 'open' }, { searchText: { $regex: '(?:^| )nig' } }],
    },
  };

  /** Twelve entries keyed 'nig': every third has it in its title; the last is still planning. */
  async function insertNightEntries(idPrefix: string): Promise<void> {
    await entries.createIndex({ searchKeys: 1 });
    await entries.insertMany(
      Array.from({ length: 12 }, (_, n) => ({
        _id: `${idPrefix}${n}`,
        searchKeys: ['nig'],
        titleText: n % 3 ? `entry ${n}` : `night ${n}`,
        searchText: `${n % 3 ? `entry ${n}` : `night ${n}`} night shift`,
        status: n === 11 ? 'planning' : 'open',
        updatedAt: new Date(Date.UTC(2026, 2, 1, 0, n % 6)),
      })) as Document[],
    );
  }

  it('ranks title hits first in one aggregate: $match, a $regexMatch flag, $sort, $limit, $project', async () => {
    await insertNightEntries('t');
    const titleFirst = (limit: number) =>
      entries
        .aggregate([
          OPEN_NIGHT_HITS,
          {
            $addFields: {
              inTitle: { $and: [{ $regexMatch: { input: '$titleText', regex: '(?:^| )nig' } }] },
            },
          },
          { $sort: { inTitle: -1, updatedAt: -1, _id: 1 } },
          { $limit: limit },
          { $project: { searchKeys: 0, searchText: 0, inTitle: 0 } },
        ])
        .toArray();
    // Title hits (0, 3, 6, 9) newest first, ties by _id; then the others the same way.
    expect((await titleFirst(6)).map((d) => d._id)).toEqual(['t3', 't9', 't0', 't6', 't5', 't10']);
    expect(await titleFirst(1)).toEqual([
      {
        _id: 't3',
        titleText: 'night 3',
        status: 'open',
        updatedAt: new Date(Date.UTC(2026, 2, 1, 0, 3)),
      },
    ]);
    // The flag was added to copies: the stored documents are unchanged.
    expect(await entries.findOne({ _id: 't3' as never })).not.toHaveProperty('inTitle');
  });

  it('runs a leading $match of an aggregate over every document when no index serves it', async () => {
    const rows = await entries
      .aggregate([
        {
          $match: { searchText: { $regex: 'night' }, updatedAt: { $gte: new Date('2026-01-02') } },
        },
        { $set: { year: { $year: '$updatedAt' } } },
        { $sort: { _id: -1 } },
        { $project: { _id: 1, year: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'c', year: 2026 },
      { _id: 'b', year: 2026 },
    ]);
    expect(await entries.findOne({ _id: 'b' as never })).not.toHaveProperty('year');
  });

  it('splits the matches of one aggregate into title hits and the rest with $facet', async () => {
    await insertNightEntries('f');
    const inTitle = { $and: [{ titleText: { $regex: '(?:^| )nig' } }] };
    const newest = { $sort: { updatedAt: -1, _id: 1 } };
    const [split] = await entries
      .aggregate([
        OPEN_NIGHT_HITS,
        {
          $facet: {
            inTitle: [{ $match: inTitle }, newest, { $limit: 3 }, { $project: { _id: 1 } }],
            elsewhere: [
              { $match: { $nor: [inTitle] } },
              newest,
              { $limit: 3 },
              { $project: { searchKeys: 0, searchText: 0 } },
            ],
          },
        },
      ])
      .toArray();
    expect(split.inTitle).toEqual([{ _id: 'f3' }, { _id: 'f9' }, { _id: 'f0' }]);
    expect(split.elsewhere.map((d: Document) => d._id)).toEqual(['f5', 'f10', 'f4']);
    expect(split.elsewhere[0]).toEqual({
      _id: 'f5',
      titleText: 'entry 5',
      status: 'open',
      updatedAt: new Date(Date.UTC(2026, 2, 1, 0, 5)),
    });
    const [first] = await entries
      .aggregate([
        { $match: { searchKeys: 'nig', status: 'open' } },
        {
          $facet: {
            inTitle: [{ $match: inTitle }, newest, { $limit: 4 }, { $project: { _id: 1 } }],
            elsewhere: [
              { $match: { $nor: [inTitle] } },
              newest,
              { $limit: 4 },
              { $project: { _id: 1 } },
            ],
          },
        },
        { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, 6] } } },
      ])
      .toArray();
    expect(first.docs.map((d: Document) => d._id)).toEqual(['f3', 'f9', 'f0', 'f6', 'f5', 'f10']);
    // Sorted once before the split: each side keeps the input's order and stops at its limit.
    const [sortedFirst] = await entries
      .aggregate([
        { $match: { searchKeys: 'nig', status: 'open' } },
        newest,
        {
          $facet: {
            inTitle: [{ $match: inTitle }, { $limit: 4 }, { $project: { searchKeys: 0 } }],
            elsewhere: [
              { $match: { $nor: [inTitle] } },
              { $limit: 4 },
              { $project: { searchKeys: 0 } },
            ],
          },
        },
        { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, 6] } } },
      ])
      .toArray();
    expect(sortedFirst.docs.map((d: Document) => d._id)).toEqual(
      first.docs.map((d: Document) => d._id),
    );
    expect(sortedFirst.docs.every((d: Document) => !('searchKeys' in d) && 'searchText' in d)).toBe(
      true,
    );
    expect(await entries.countDocuments({ _id: { $regex: '^f' } } as never)).toBe(12);
    expect(await entries.findOne({ _id: 'f5' as never })).toHaveProperty('searchKeys', ['nig']);
  });

  it('answers searches of several collections in one aggregate with $unionWith', async () => {
    await insertNightEntries('u');
    const others = target.db.collection(`others_${Math.random().toString(36).slice(2, 8)}`);
    await others.createIndex({ searchKeys: 1 });
    await others.insertMany([
      { _id: 'o1', searchKeys: ['nig'], status: 'open', updatedAt: new Date('2026-04-02') },
      { _id: 'o2', searchKeys: ['nig'], status: 'planning', updatedAt: new Date('2026-04-03') },
      { _id: 'o3', searchKeys: ['day'], status: 'open', updatedAt: new Date('2026-04-04') },
      { _id: 'o4', searchKeys: ['nig'], status: 'open', updatedAt: new Date('2026-04-01') },
    ] as Document[]);
    const newestTwo = (part: string) => [
      { $match: { searchKeys: 'nig', status: 'open' } },
      { $sort: { updatedAt: -1, _id: 1 } },
      { $facet: { docs: [{ $limit: 2 }, { $project: { _id: 1 } }] } },
      { $project: { part: { $literal: part }, docs: 1 } },
    ];
    const rows = await entries
      .aggregate([
        ...newestTwo('entries'),
        { $unionWith: { coll: others.collectionName, pipeline: newestTwo('others') } },
        { $unionWith: { coll: `missing_${Math.random().toString(36).slice(2, 8)}` } },
      ])
      .toArray();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.part === 'entries')?.docs).toEqual([
      { _id: 'u5' },
      { _id: 'u10' },
    ]);
    expect(rows.find((row) => row.part === 'others')?.docs).toEqual([{ _id: 'o1' }, { _id: 'o4' }]);
    // The union read copies: its documents are unchanged.
    expect(await others.findOne({ _id: 'o1' as never })).toHaveProperty('status', 'open');
    await others.drop();
  });

  it('reads a word newest first through a {searchKeys, updatedAt} index, edits included', async () => {
    await insertNightEntries('o');
    await entries.createIndex({ searchKeys: 1, updatedAt: -1 });
    const inTitle = { $and: [{ titleText: { $regex: '(?:^| )nig' } }] };
    const titleFirst = async () => {
      const [found] = await entries
        .aggregate([
          { $match: { searchKeys: 'nig', status: 'open' } },
          { $sort: { updatedAt: -1, _id: 1 } },
          {
            $facet: {
              inTitle: [{ $match: inTitle }, { $limit: 4 }, { $project: { _id: 1 } }],
              elsewhere: [{ $match: { $nor: [inTitle] } }, { $limit: 4 }, { $project: { _id: 1 } }],
            },
          },
          { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, 6] } } },
        ])
        .toArray();
      return found.docs.map((d: Document) => d._id);
    };
    expect(await titleFirst()).toEqual(['o3', 'o9', 'o0', 'o6', 'o5', 'o10']);
    await entries.updateOne(
      { _id: 'o6' as never },
      { $set: { updatedAt: new Date('2026-03-02') } },
    );
    await entries.updateOne(
      { _id: 'o4' as never },
      { $set: { updatedAt: new Date('2026-03-03') } },
    );
    await entries.updateOne({ _id: 'o5' as never }, { $set: { searchKeys: ['day'] } });
    expect(await titleFirst()).toEqual(['o6', 'o3', 'o9', 'o0', 'o4', 'o10']);
  });
});
