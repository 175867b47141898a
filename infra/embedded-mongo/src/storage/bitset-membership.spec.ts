import { Aggregator } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { Collection } from './collection';
import { BITSET_MIN_IDS } from './secondary-index';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
const NEWEST = { changedAt: -1, _id: 1 };
const ids = (docs: Iterable<Doc>) => [...docs].map((doc) => doc._id);
/** Replaces a stored document by one with the same `_id`. */
const change = (coll: Collection, doc: Doc) =>
  coll.replace(encodeKey(doc._id), coll.get(encodeKey(doc._id))!, doc);
const expected = (coll: Collection, filter: Doc) =>
  ids(new Aggregator([{ $match: filter }, { $sort: NEWEST }]).run([...coll.docs.values()]));

/** Enough documents that the common role's and status's id sets are kept as bitsets too. */
function build(count = BITSET_MIN_IDS * 3): Collection {
  const coll = new Collection('db', 'people');
  coll.addIndex({ key: { keys: 1, changedAt: -1 }, name: 'keys_1_changedAt_-1' });
  coll.addIndex({ key: { roles: 1 }, name: 'roles_1' });
  coll.addIndex({ key: { status: 1 }, name: 'status_1' });
  for (let n = 0; n < count; n++) coll.insert(person(n));
  return coll;
}

function person(n: number, shift = 0): Doc {
  return {
    _id: `p${n}`,
    keys: ['all', `w${(n + shift) % 7}`],
    roles: (n + shift) % 3 === 0 ? ['editor', 'director'] : ['editor'],
    status: (n + shift) % 5 === 0 ? 'busy' : 'free',
    changedAt: at((n * 7 + shift) % 50),
  };
}

const FILTERS: Doc[] = [
  { keys: 'w3', roles: 'director' },
  { keys: 'w2', roles: 'director', status: 'busy' },
  { keys: 'w1', roles: { $in: ['director', 'writer'] }, status: 'free' },
  { keys: 'w5', status: 'busy' },
];

/** Each filter's walk (the word's list, narrowed by the other indexes): mingo's answer, as stored now. */
function expectWalksRight(coll: Collection): void {
  for (const filter of FILTERS) {
    const walked = coll.orderedCandidates(filter, NEWEST);
    expect(walked).toBeDefined();
    const current = new Aggregator([{ $match: filter }, { $sort: NEWEST }]).run([
      ...coll.docs.values(),
    ]);
    expect([...walked!]).toEqual(current);
  }
}

describe('large id sets as bitsets', () => {
  it('walks an ordered list testing the other indexes by document number', () => {
    expectWalksRight(build());
  });

  it('stays right as documents change, leave and arrive (numbers reused)', () => {
    const coll = build();
    expectWalksRight(coll);
    for (let n = 0; n < BITSET_MIN_IDS; n += 2) change(coll, person(n, 1));
    for (let n = 1; n < BITSET_MIN_IDS * 2; n += 3) coll.remove(encodeKey(`p${n}`));
    for (let n = 0; n < BITSET_MIN_IDS; n++) coll.insert({ ...person(n, 2), _id: `q${n}` });
    expectWalksRight(coll);
  });

  it('keeps a shrinking set right, and builds the bitset again when it grows back', () => {
    const coll = build();
    const directors = () =>
      [...coll.docs.values()].filter((doc) => (doc.roles as string[]).includes('director'));
    for (const doc of directors().slice(600)) change(coll, { ...doc, roles: ['editor'] });
    expectWalksRight(coll);
    for (const doc of directors().slice(1)) change(coll, { ...doc, roles: ['editor'] });
    expect(ids(coll.match(FILTERS[0])).sort()).toEqual(expected(coll, FILTERS[0]).sort());
    for (const doc of [...coll.docs.values()]) change(coll, { ...doc, roles: ['director'] });
    expectWalksRight(coll);
  });
});
