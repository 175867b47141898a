import { Aggregator } from './mingo';
import { topLevelExclusions, withoutFields } from './exclusion-projection';

describe('top-level exclusion projections', () => {
  it('recognises only projections that remove top-level fields', () => {
    expect(topLevelExclusions({ searchKeys: 0, _id: false })).toEqual(
      new Set(['searchKeys', '_id']),
    );
    expect(topLevelExclusions({ a: 1 })).toBeNull();
    expect(topLevelExclusions({ a: 0, b: 1 })).toBeNull();
    expect(topLevelExclusions({ 'a.b': 0 })).toBeNull();
    expect(topLevelExclusions({ a: { $literal: 0 } })).toBeNull();
    expect(topLevelExclusions({})).toBeNull();
    expect(topLevelExclusions('a')).toBeNull();
  });

  it('copies each document without those fields, as mingo projects it', () => {
    const docs = [
      { _id: 1, title: 'a', searchKeys: ['x'], nested: { searchKeys: 1 }, changedAt: new Date(0) },
      { _id: 2, title: 'b' },
    ];
    const spec = { searchKeys: 0, changedAt: 0 };
    const excluded = topLevelExclusions(spec);
    expect(excluded).not.toBeNull();
    const ours = docs.map((doc) => withoutFields(doc, excluded!));
    expect(ours).toEqual(new Aggregator([{ $project: spec }]).run(docs));
    expect(Object.keys(ours[0])).toEqual(['_id', 'title', 'nested']);
    expect(docs[0].searchKeys).toEqual(['x']);
  });
});
