import { escapeRegex } from '@filmcollab/service-kit';
/**
 * How discovery matches words: everything searchable is stored lower-cased in one text field per
 * entry, and every word of a query must start a word there. Each entry lists the beginnings of its
 * words, three to six letters long (`searchKeys`, a multikey index), so a query word of that length
 * is decided by equality on the index, and a longer or shorter one by an escaped `$regex` anchored
 * at a word start, a longer one narrowed by its first six letters first (`wordConditions`). Three
 * letters alone were too weak a key: a common syllable starts a sixth of all names. Plain `$regex`
 * and equality behave the same on MongoDB and on the embedded database (which has no `$text`, and
 * answers equality from its indexes), so there is no development-only search path.
 */
const MAX_WORDS = 8;

/** Lower-cased words: role ids split (`sound_designer` → `sound designer`), punctuation dropped. */
export function toSearchText(...parts: (string | null | undefined | readonly string[])[]): string {
  return (
    parts
      .flatMap((part) => (Array.isArray(part) ? part : [part]))
      .filter((part): part is string => typeof part === 'string' && part.length > 0)
      // Punctuation separates words ('lisbon, portugal', 's.f.'); role ids are words too.
      .map((part) => part.toLowerCase().replace(/[^\p{L}\p{N}+#&]+/gu, ' '))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The distinct words of a query, lower-cased (at most 8). */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(toSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

const MIN_KEY_LENGTH = 3;
const MAX_KEY_LENGTH = 6;

/** A filter that every word starts a word of `field` (a lower-cased text field). */
export function allWordsIn(field: string, words: readonly string[]): Record<string, unknown>[] {
  return words.map((word) => ({ [field]: { $regex: `(?:^| )${escapeRegex(word)}` } }));
}

/** The distinct keys of a search text: each word's beginnings of three to six letters. */
export function searchKeys(searchText: string): string[] {
  const keys = new Set<string>();
  for (const word of searchText.split(' ')) {
    const longest = Math.min(word.length, MAX_KEY_LENGTH);
    for (let length = MIN_KEY_LENGTH; length <= longest; length++) keys.add(word.slice(0, length));
  }
  return [...keys];
}

/**
 * The conditions that every query word starts a word of an entry's search text. A word of three to
 * six letters is one of the entry's keys exactly when it does, so equality on the `searchKeys`
 * index decides it alone; a longer word is looked up by its first six letters and confirmed by
 * regex, a shorter one by regex only. The longest key comes first: an index lookup on `$all` uses
 * its first value.
 */
export function wordConditions(words: readonly string[]): Record<string, unknown>[] {
  const keys = [
    ...new Set(
      words
        .filter((word) => word.length >= MIN_KEY_LENGTH)
        .map((word) => word.slice(0, MAX_KEY_LENGTH)),
    ),
  ].sort((a, b) => b.length - a.length);
  const unkeyed = words.filter(
    (word) => word.length < MIN_KEY_LENGTH || word.length > MAX_KEY_LENGTH,
  );
  const keyed = keys.length ? [{ searchKeys: keys.length === 1 ? keys[0] : { $all: keys } }] : [];
  return [...keyed, ...allWordsIn('searchText', unkeyed)];
}

/** A "contains" filter on a lower-cased text field. */
export function containsFilter(text: string): { $regex: string } {
  return { $regex: escapeRegex(toSearchText(text)) };
}
