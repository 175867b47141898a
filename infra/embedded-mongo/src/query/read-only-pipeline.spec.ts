import { Aggregator } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { runReadOnly } from './read-only-pipeline';

/** Deterministic documents with ties on `at` and a title word in some. */
function documents(count: number): Doc[] {
  return Array.from({ length: count }, (_, n) => ({
    _id: `d${String(n).padStart(3, '0')}`,
    at: new Date(Date.UTC(2026, 0, 1 + ((n * 7) % 11))),
    title: n % 3 === 0 ? `night ${n}` : `day ${n}`,
    kind: n % 4,
    keys: ['x', `k${n % 5}`],
  }));
}

const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

describe('runReadOnly', () => {
  it.each<[string, Doc[]]>([
    [
      'sort, limit, exclusion',
      [{ $sort: { at: -1, _id: 1 } }, { $limit: 7 }, { $project: { keys: 0 } }],
    ],
    [
      'sort, match, limit',
      [{ $sort: { at: 1 } }, { $match: { kind: { $in: [1, 2] } } }, { $limit: 5 }],
    ],
    [
      'match, skip, limit',
      [{ $match: { title: { $regex: '^night' } } }, { $skip: 3 }, { $limit: 4 }],
    ],
    ['a limit beyond the input', [{ $sort: { at: -1 } }, { $limit: 1000 }]],
    [
      'title hits first, as discovery asks',
      [
        { $sort: { at: -1, _id: 1 } },
        {
          $facet: {
            inTitle: [
              { $match: { title: { $regex: '(?:^| )night' } } },
              { $limit: 7 },
              { $project: { keys: 0 } },
            ],
            elsewhere: [
              { $match: { $nor: [{ title: { $regex: '(?:^| )night' } }] } },
              { $limit: 7 },
              { $project: { keys: 0 } },
            ],
          },
        },
        { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, 7] } } },
      ],
    ],
    [
      'a group after a sort',
      [{ $sort: { at: -1 } }, { $group: { _id: '$kind', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
    ],
  ])('answers as mingo does: %s', (_name, pipeline) => {
    const docs = documents(200);
    expect(runReadOnly(pipeline, docs, {})).toEqual(new Aggregator(pipeline).run(docs));
  });

  it('reads no further than a limit after a sort and a match needs', () => {
    let tested = 0;
    const docs = documents(300).map((doc) => {
      const kind = doc.kind;
      return Object.defineProperty({ ...doc }, 'kind', {
        enumerable: true,
        get: () => {
          tested++;
          return kind;
        },
      });
    });
    const found = runReadOnly(
      [{ $sort: { at: -1, _id: 1 } }, { $match: { kind: 1 } }, { $limit: 3 }],
      docs,
      {},
    );
    expect(ids(found)).toHaveLength(3);
    // About one document in four has kind 1: a dozen tested, not 300.
    expect(tested).toBeLessThan(40);
  });

  it('adds another collection through readOther as mingo does with a collection resolver', () => {
    const others = documents(40).map((doc) => ({ ...doc, _id: `o${String(doc._id)}` }));
    const pipeline = [
      { $match: { kind: 2 } },
      { $limit: 3 },
      {
        $unionWith: {
          coll: 'others',
          pipeline: [{ $sort: { at: -1, _id: 1 } }, { $limit: 4 }, { $project: { keys: 0 } }],
        },
      },
      { $unionWith: 'others' },
    ];
    const docs = documents(50);
    const readOther = jest.fn(({ coll, pipeline: sub }: { coll: string; pipeline: Doc[] }) =>
      coll === 'others' ? runReadOnly(sub, others, {}) : [],
    );
    expect(runReadOnly(pipeline, docs, {}, readOther)).toEqual(
      new Aggregator(pipeline, { collectionResolver: () => others }).run(docs),
    );
    expect(readOther).toHaveBeenCalledTimes(2);
  });

  it('leaves a limit that is not a positive integer to mingo', () => {
    expect(() => runReadOnly([{ $limit: -1 }], documents(3), {})).toThrow();
  });
});
