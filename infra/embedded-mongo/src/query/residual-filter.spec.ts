import { Query } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { Collection } from '../storage/collection';
import { QueryRunner } from './query-runner';
import { residualFilter } from './residual-filter';

function build(): Collection {
  const coll = new Collection('db', 'entries');
  coll.addIndex({ key: { keys: 1 }, name: 'keys_1' });
  coll.addIndex({ key: { status: 1 }, name: 'status_1' });
  coll.addIndex({ key: { tag: 1 }, name: 'tag_1', sparse: true });
  coll.addIndex({ key: { a: 1, b: 1 }, name: 'a_1_b_1' });
  for (let n = 0; n < 400; n++) {
    const doc: Doc = {
      _id: `e${n}`,
      keys: [`k${n % 7}`, `k${n % 11}`, n % 13],
      status: n % 5 === 0 ? null : ['open', 'closed', 'draft'][n % 3],
      a: `a${n % 4}`,
      b: `b${n % 6}`,
      text: `word${n % 9} other`,
    };
    if (n % 4) doc.tag = `t${n % 3}`;
    coll.insert(doc);
  }
  return coll;
}

describe('residualFilter', () => {
  const coll = build();

  it('drops the string equalities and $in that a single-field index decided', () => {
    expect(
      residualFilter(coll, {
        $and: [{ keys: 'k3' }, { $and: [{ status: { $in: ['open', 'draft'] } }] }, { text: /w/ }],
      }),
    ).toEqual({ $and: [{ text: /w/ }] });
    expect(residualFilter(coll, { keys: { $eq: 'k1' }, status: 'open' })).toEqual({});
    // A two-field index answers its first field alone, as a single-field one does.
    expect(residualFilter(coll, { a: 'a1', b: 'b1' })).toEqual({ b: 'b1' });
  });

  it('keeps what no single index decided exactly', () => {
    const kept = [
      { keys: 'k1', $and: [{ keys: { $ne: 'k2' } }] }, // two conditions on one field
      { tag: 't1' }, // sparse index
      { b: 'b1' }, // the second field of a compound index
      { keys: 3 }, // not a string
      { status: { $in: ['open', null] } },
      { status: { $in: ['open'], $ne: 'x' } },
      { _id: 'e1', status: 'open' }, // the _id map chose the candidates
      { $and: [] },
    ];
    for (const filter of kept) expect(residualFilter(coll, filter)).toEqual(filter);
  });

  it('finds what a full scan with the whole filter finds', () => {
    const filters: Doc[] = [
      { keys: 'k3' },
      { $and: [{ keys: 'k3' }, { status: 'open' }] },
      { $and: [{ keys: { $in: ['k1', 'k2'] } }, { status: { $in: ['closed', 'draft'] } }] },
      { $and: [{ keys: 'k4' }, { text: { $regex: '^word4' } }, { a: 'a0' }, { b: 'b4' }] },
      { keys: 'k5', status: null },
      { keys: 'k6', tag: 't2' },
      { $and: [{ keys: 'k2' }, { $or: [{ status: 'open' }, { keys: 'k9' }] }] },
      { $and: [{ status: 'open' }, { $nor: [{ keys: 'k1' }] }] },
    ];
    for (const filter of filters) {
      const scan = new Query(filter);
      const expected = [...coll.docs.values()].filter((doc) => scan.test(doc)).map((d) => d._id);
      const found = QueryRunner.find(coll, filter, { sort: { _id: 1 } }).map((d) => d._id);
      expect(found).toEqual(expected.sort());
      expect(found.length).toBeGreaterThan(0);
    }
  });
});
