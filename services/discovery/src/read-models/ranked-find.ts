import type { Model, PipelineStage } from 'mongoose';
import { allWordsIn, wordConditions } from '../search/search-text';

/**
 * One read model's ranked search: an aggregate over its collection that yields a single document
 * `{ docs }`, and what its documents become. `runRankedSearches` runs several in one aggregate.
 */
export interface RankedSearch<T> {
  readonly model: Pick<Model<unknown>, 'aggregate' | 'collection'>;
  readonly pipeline: PipelineStage.UnionWithPipelineStage[];
  readonly results: (docs: unknown[]) => T[];
}

/**
 * At most `limit` documents matching `base` and every word (their keys looked up in the
 * `searchKeys` index: `wordConditions`), those with all words in their title first (newest first
 * within each group): one bounded, index-filtered read per result kind, never a whole collection
 * in memory.
 * With words the matches are sorted newest first once, then a `$facet` takes the first `limit`
 * title hits and the first `limit` others (a title is the start of the search text, so the matches
 * hold every title hit; each side stops testing titles once it has `limit`), and only the title
 * hits, then others up to `limit`, are returned. The search keys stay in the database.
 */
export function titleFirstSearch<D, T>(
  model: Model<D>,
  base: Record<string, unknown>,
  words: readonly string[],
  sortField: string,
  limit: number,
  results: (docs: D[]) => T[],
): RankedSearch<T> {
  const newest = { $sort: { [sortField]: -1, _id: 1 } } as const;
  const card = { $project: { searchKeys: 0 } } as const;
  const inTitle = { $and: allWordsIn('titleText', words) };
  // Aggregation stages are not cast by mongoose: `base` holds values of the stored types already.
  const pipeline: PipelineStage.UnionWithPipelineStage[] = words.length
    ? [
        {
          $match: { $and: [...wordConditions(words), ...(Object.keys(base).length ? [base] : [])] },
        },
        newest,
        {
          $facet: {
            inTitle: [{ $match: inTitle }, { $limit: limit }, card],
            elsewhere: [{ $match: { $nor: [inTitle] } }, { $limit: limit }, card],
          },
        },
        // Only the `limit` returned travel: title hits, then the others.
        { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, limit] } } },
      ]
    : [{ $match: base }, newest, { $facet: { docs: [{ $limit: limit }, card] } }];
  return { model, pipeline, results: results as (docs: unknown[]) => T[] };
}

type RankedResults<S extends readonly unknown[]> = {
  [K in keyof S]: NonNullable<S[K]> extends RankedSearch<infer T> ? T[] : never;
};

/**
 * Runs the searches given (a `null` is a search not wanted, answered with no results) in one
 * aggregate: the first on its collection, each other one as a `$unionWith` of its own, every
 * output marked with its place. One round trip to the database instead of one per read model.
 */
export async function runRankedSearches<S extends readonly (RankedSearch<unknown> | null)[]>(
  searches: readonly [...S],
): Promise<RankedResults<S>> {
  const parts = searches.flatMap((search, place) =>
    search
      ? [{ search, pipeline: [...search.pipeline, { $addFields: { place: { $literal: place } } }] }]
      : [],
  );
  const docsByPlace = new Map<number, unknown[]>();
  if (parts.length) {
    const [first, ...others] = parts;
    const unions = others.map(({ search, pipeline }): PipelineStage.UnionWith => ({
      $unionWith: { coll: search.model.collection.collectionName, pipeline },
    }));
    const rows = await first.search.model
      .aggregate<{ place: number; docs: unknown[] }>([...first.pipeline, ...unions])
      .exec();
    for (const row of rows) docsByPlace.set(row.place, row.docs);
  }
  return searches.map((search, place) =>
    search ? search.results(docsByPlace.get(place) ?? []) : [],
  ) as RankedResults<S>;
}
