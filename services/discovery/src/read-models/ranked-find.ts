import type { Model } from 'mongoose';
import { allWordsIn, queryKey, wordStartPattern } from '../search/search-text';

/**
 * At most `limit` documents matching `base` and every word (the longest word's key looked up in
 * the `searchKeys` index), those with all words in their title first (newest first within each
 * group): one bounded, index-filtered read, never a whole collection in memory. With words it is
 * one aggregate (the title flag is computed on the matches, which hold the title hits, since a
 * title is the start of the search text), so a search costs one command per result kind. The
 * search keys (a few dozen per entry) stay in the database.
 */
export async function findTitleFirst<T extends { _id: string }>(
  model: Model<T>,
  base: Record<string, unknown>,
  words: readonly string[],
  sortField: string,
  limit: number,
): Promise<T[]> {
  if (!words.length) {
    return model
      .find(base as never)
      .sort({ [sortField]: -1, _id: 1 })
      .limit(limit)
      .select({ searchKeys: 0 })
      .lean<T[]>()
      .exec();
  }
  const key = queryKey(words);
  const keyed = key ? [{ searchKeys: key }] : [];
  // Aggregation stages are not cast by mongoose: `base` holds values of the stored types already.
  return model
    .aggregate<T>([
      { $match: { $and: [...keyed, base, ...allWordsIn('searchText', words)] } },
      {
        $addFields: {
          _inTitle: {
            $and: words.map((word) => ({
              $regexMatch: { input: '$titleText', regex: wordStartPattern(word) },
            })),
          },
        },
      },
      { $sort: { _inTitle: -1, [sortField]: -1, _id: 1 } },
      { $limit: limit },
      { $project: { searchKeys: 0, _inTitle: 0 } },
    ])
    .exec();
}
