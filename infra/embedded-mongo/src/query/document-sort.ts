import { compare, resolve } from 'mingo/util';
import type { Doc } from '../bson/doc-utils';

/**
 * Sorts documents by a sort specification the way mingo's `$sort` does (its `compare`, ties kept
 * in their order, descending keys reversed), with one comparison per pair instead of mingo's
 * grouping by hashed key values per sort field, which dominated a search's sort of a few thousand
 * matches. Returns null when a sort value is an array (MongoDB sorts those by their least or
 * greatest element; mingo's path keeps that case).
 */
export function sortDocuments(docs: readonly Doc[], spec: Doc): Doc[] | null {
  const fields = Object.keys(spec);
  const directions = fields.map((field) => (spec[field] === -1 ? -1 : 1));
  const keyed: { doc: Doc; keys: unknown[] }[] = [];
  for (const doc of docs) {
    // A missing field sorts as null, and ties with it (as in MongoDB and mingo).
    const keys = fields.map((field) => resolve(doc, field) ?? null);
    if (keys.some(Array.isArray)) return null;
    keyed.push({ doc, keys });
  }
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compare(a.keys[i], b.keys[i]);
      if (order !== 0) return order * directions[i];
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
}
