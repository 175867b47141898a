import type { Model } from 'mongoose';
import { allWordsIn, queryKey } from '../search/search-text';

/**
 * At most `limit` documents matching `base` and every word (the longest word's key looked up in
 * the `searchKeys` index), those with all words in their title
 * first (newest first within each group): two bounded, index-filtered reads, never a whole
 * collection in memory. The search keys (a few dozen per entry) stay in the database.
 */
export async function findTitleFirst<T extends { _id: string }>(
  model: Model<T>,
  base: Record<string, unknown>,
  words: readonly string[],
  sortField: string,
  limit: number,
): Promise<T[]> {
  const sort = { [sortField]: -1, _id: 1 } as const;
  const read = (filter: Record<string, unknown>, count: number) =>
    model
      .find(filter as never)
      .sort(sort)
      .limit(count)
      .select({ searchKeys: 0 })
      .lean<T[]>()
      .exec();
  if (!words.length) return read(base, limit);
  const key = queryKey(words);
  const keyed = key ? [{ searchKeys: key }] : [];
  const inTitle = await read({ $and: [...keyed, base, ...allWordsIn('titleText', words)] }, limit);
  if (inTitle.length >= limit) return inTitle;
  const elsewhere = await read(
    {
      $and: [
        ...keyed,
        base,
        ...allWordsIn('searchText', words),
        { _id: { $nin: inTitle.map((doc) => doc._id) } },
      ],
    },
    limit - inTitle.length,
  );
  return [...inTitle, ...elsewhere];
}
