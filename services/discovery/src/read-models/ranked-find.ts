import type { Model } from 'mongoose';
import { allWordsIn, wordConditions } from '../search/search-text';

/**
 * At most `limit` documents matching `base` and every word (their keys looked up in the
 * `searchKeys` index: `wordConditions`), those with all words in their title first (newest first
 * within each group): one bounded, index-filtered read per result kind, never a whole collection
 * in memory.
 * With words it is one aggregate that sorts the matches newest first once, then its `$facet` takes
 * the first `limit` title hits and the first `limit` others (a title is the start of the search
 * text, so the matches hold every title hit; each side stops testing titles once it has `limit`),
 * and only the title hits, then others up to `limit`, are returned. The search keys stay in the
 * database.
 */
export async function findTitleFirst<T extends { _id: string }>(
  model: Model<T>,
  base: Record<string, unknown>,
  words: readonly string[],
  sortField: string,
  limit: number,
): Promise<T[]> {
  const newest = { $sort: { [sortField]: -1, _id: 1 } } as const;
  const card = { $project: { searchKeys: 0 } } as const;
  if (!words.length) {
    return model.aggregate<T>([{ $match: base }, newest, { $limit: limit }, card]).exec();
  }
  const inTitle = { $and: allWordsIn('titleText', words) };
  // Aggregation stages are not cast by mongoose: `base` holds values of the stored types already.
  const [found] = await model
    .aggregate<{ docs: T[] }>([
      { $match: { $and: [...wordConditions(words), ...(Object.keys(base).length ? [base] : [])] } },
      newest,
      {
        $facet: {
          inTitle: [{ $match: inTitle }, { $limit: limit }, card],
          elsewhere: [{ $match: { $nor: [inTitle] } }, { $limit: limit }, card],
        },
      },
      // Only the `limit` returned travel: title hits, then the others.
      { $project: { docs: { $slice: [{ $concatArrays: ['$inTitle', '$elsewhere'] }, limit] } } },
    ])
    .exec();
  return found.docs;
}
