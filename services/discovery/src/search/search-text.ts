/**
 * How discovery matches words: everything searchable is stored lower-cased in one text field per
 * entry, and a query becomes one escaped, case-sensitive `$regex` per word on it. Plain `$regex`
 * behaves the same on MongoDB and on the embedded database (which has no `$text`), so there is no
 * development-only search path.
 */
const MAX_WORDS = 8;

/** Lower-cased, role ids as words (`sound_designer` → `sound designer`), spaces collapsed. */
export function toSearchText(...parts: (string | null | undefined | readonly string[])[]): string {
  return parts
    .flatMap((part) => (Array.isArray(part) ? part : [part]))
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .map((part) => part.toLowerCase().replace(/_/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct words of a query, lower-cased (at most 8). */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(toSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A filter that every word appears in `field` (a lower-cased text field). */
export function allWordsIn(field: string, words: readonly string[]): Record<string, unknown>[] {
  return words.map((word) => ({ [field]: { $regex: escapeRegex(word) } }));
}

/** A "contains" filter on a lower-cased text field. */
export function containsFilter(text: string): { $regex: string } {
  return { $regex: escapeRegex(toSearchText(text)) };
}
