import { Aggregator, Context, Query } from './mingo';

describe("mingo's single-file build", () => {
  it('hands a single context on as it is, and still merges several', () => {
    const only = Context.init().addQueryOps({ $always: () => () => true });
    expect(Context.from(only)).toBe(only);
    const other = Context.init().addQueryOps({ $never: () => () => false });
    const merged = Context.from(only, other);
    expect(merged).not.toBe(only);
    expect(merged.getOperator('query' as never, '$always')).not.toBeNull();
    expect(merged.getOperator('query' as never, '$never')).not.toBeNull();
    expect(only.getOperator('query' as never, '$never')).toBeNull();
  });

  it('answers queries and window stages the same after a window stage ran', () => {
    const docs = [
      { _id: 1, g: 'a', v: 1 },
      { _id: 2, g: 'a', v: 2 },
      { _id: 3, g: 'b', v: 5 },
    ];
    const window = [
      {
        $setWindowFields: { partitionBy: '$g', sortBy: { _id: 1 }, output: { s: { $sum: '$v' } } },
      },
      { $project: { _id: 1, s: 1 } },
    ];
    const first = new Aggregator(window).run(docs);
    expect(first).toEqual([
      { _id: 1, s: 3 },
      { _id: 2, s: 3 },
      { _id: 3, s: 5 },
    ]);
    expect(new Aggregator(window).run(docs)).toEqual(first);
    expect(new Query({ v: { $gt: 1 }, g: 'a' }).find(docs).all()).toEqual([docs[1]]);
  });
});
