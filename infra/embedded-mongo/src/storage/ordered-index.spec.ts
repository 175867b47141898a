import { ObjectId } from 'bson';
import { Aggregator } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { Collection } from './collection';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));

/** 60 entries keyed by a word (a multikey array), times with ties. */
function build(): Collection {
  const coll = new Collection('db', 'entries');
  coll.addIndex({ key: { keys: 1, changedAt: -1 }, name: 'keys_1_changedAt_-1' });
  coll.addIndex({ key: { status: 1 }, name: 'status_1' });
  for (let n = 0; n < 60; n++) {
    coll.insert({
      _id: `e${String(n).padStart(2, '0')}`,
      keys: ['all', `k${n % 3}`],
      status: n % 4 === 0 ? 'closed' : 'open',
      changedAt: at(n % 7),
    });
  }
  return coll;
}

const NEWEST = { changedAt: -1, _id: 1 };
const ids = (docs: Iterable<Doc>) => [...docs].map((doc) => doc._id);
/** What mingo gives for the filter then the sort over every document. */
const expected = (coll: Collection, filter: Doc, sort: Doc = NEWEST) =>
  ids(new Aggregator([{ $match: filter }, { $sort: sort }]).run([...coll.docs.values()]));

describe('OrderedIndex', () => {
  it('walks one value of the first field in the order of the second, ties by _id', () => {
    const coll = build();
    for (const filter of [{ keys: 'k1' }, { keys: 'all' }, { keys: { $in: ['k2'] } }]) {
      expect(ids(coll.orderedCandidates(filter, NEWEST)!)).toEqual(expected(coll, filter));
    }
    expect(ids(coll.orderedCandidates({ keys: 'none' }, NEWEST)!)).toEqual([]);
  });

  it('keeps only what the other indexes hold; the caller tests the rest', () => {
    const coll = build();
    const filter = { keys: 'k1', status: 'open' };
    expect(ids(coll.orderedCandidates(filter, NEWEST)!)).toEqual(expected(coll, filter));
  });

  it.each([
    ['appended, then ordered when first walked', 'no'],
    ['kept in order once walked', 'walked'],
    ['kept in order once ordered at start-up', 'orderIndexes'],
  ])('stays in order through updates and removals: %s', (_name, first) => {
    const coll = build();
    if (first === 'walked') {
      for (const keys of ['all', 'k0', 'k1']) coll.orderedCandidates({ keys }, NEWEST);
    }
    if (first === 'orderIndexes') coll.orderIndexes();
    for (const [key, doc] of [...coll.docs].slice(0, 30)) {
      coll.replace(key, doc, {
        ...doc,
        changedAt: at(10 + (Number(String(doc._id).slice(1)) % 5)),
      });
    }
    for (const key of [...coll.docs.keys()].slice(40, 45)) coll.remove(key);
    const oneMoved = coll.get('se07')!;
    coll.replace('se07', oneMoved, { ...oneMoved, keys: ['k0'] });
    for (const filter of [{ keys: 'all' }, { keys: 'k0' }, { keys: 'k1' }]) {
      expect(ids(coll.orderedCandidates(filter, NEWEST)!)).toEqual(expected(coll, filter));
    }
  });

  it('reads only as far as it is iterated', () => {
    const coll = build();
    const walk = coll.orderedCandidates({ keys: 'all' }, NEWEST)![Symbol.iterator]();
    expect([walk.next().value, walk.next().value].map((doc) => doc._id)).toEqual(
      expected(coll, { keys: 'all' }).slice(0, 2),
    );
  });

  it('gives no order it cannot keep: another sort, a smaller answer elsewhere, other values', () => {
    const coll = build();
    expect(coll.orderedCandidates({ keys: 'all' }, { changedAt: 1, _id: 1 })).toBeUndefined();
    expect(coll.orderedCandidates({ keys: 'all' }, { changedAt: -1, _id: -1 })).toBeUndefined();
    expect(coll.orderedCandidates({ keys: 'all' }, { status: 1 })).toBeUndefined();
    expect(coll.orderedCandidates({ keys: { $in: ['k1', 'k2'] } }, NEWEST)).toBeUndefined();
    expect(coll.orderedCandidates({ _id: 'e01', keys: 'all' }, NEWEST)).toBeUndefined();
    coll.insert({ _id: 'rare', keys: ['all'], status: 'rare', changedAt: at(3) });
    expect(coll.orderedCandidates({ keys: 'all', status: 'rare' }, NEWEST)).toBeUndefined();
    coll.remove('srare');
    // A time that is not a date, or ids of two types, would not sort as stored: in that list only.
    coll.insert({ _id: 'text', keys: ['all'], changedAt: 'yesterday' });
    expect(coll.orderedCandidates({ keys: 'all' }, NEWEST)).toBeUndefined();
    expect(coll.orderedCandidates({ keys: 'k1' }, NEWEST)).toBeDefined();
    expect(coll.candidates({ keys: 'all' })).toHaveLength(61);
    coll.remove('stext');
    expect(coll.orderedCandidates({ keys: 'all' }, NEWEST)).toBeDefined();
    coll.insert({ _id: new ObjectId(), keys: ['all'], changedAt: at(1) });
    expect(coll.orderedCandidates({ keys: 'all' }, NEWEST)).toBeUndefined();
  });
});
