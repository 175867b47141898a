import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';
import type { Collection } from '../storage/collection';

/** Fewer values than an index lookup gives up on (secondary-index.ts). */
const MAX_LOOKUP_VALUES = 100;

/**
 * The part of a filter the query engine still has to test on the documents `candidates()` returned
 * for it (no collation): a top-level or `$and` condition on one field, the only condition on that
 * field, that is a string equality or a `$in` of strings, where a single-field index serving
 * equality exists, was already decided by that index (the candidates are the intersection of every
 * such lookup, and a string key matches exactly what `$eq` matches, array elements included). A
 * search's `searchKeys` equality is tested over a few dozen keys per document otherwise. With an
 * `_id` equality the `_id` map alone chose the candidates, so nothing is dropped.
 */
export function residualFilter(coll: Collection, filter: Doc): Doc {
  const occurrences = new Map<string, number>();
  if (!countFields(filter, occurrences) || occurrences.has('_id')) return filter;
  const indexed = new Set<string>();
  for (const index of coll.indexes.values()) {
    if (index.servesEquality && index.equalityFields.length === 1) {
      indexed.add(index.equalityFields[0]);
    }
  }
  const decided = (field: string, condition: unknown) =>
    occurrences.get(field) === 1 && indexed.has(field) && isStringLookup(condition);
  return strip(filter, decided);
}

/** Counts conditions per field at the top level and in `$and`s; false for a malformed `$and`. */
function countFields(filter: Doc, out: Map<string, number>): boolean {
  for (const field of Object.keys(filter)) {
    const condition = filter[field];
    if (field === '$and') {
      if (!Array.isArray(condition) || condition.length === 0) return false;
      for (const part of condition) {
        if (!isPlainObject(part) || !countFields(part, out)) return false;
      }
      continue;
    }
    if (!field.startsWith('$')) out.set(field, (out.get(field) ?? 0) + 1);
  }
  return true;
}

function strip(filter: Doc, decided: (field: string, condition: unknown) => boolean): Doc {
  const out: Doc = {};
  for (const field of Object.keys(filter)) {
    const condition = filter[field];
    if (field === '$and') {
      const parts = (condition as Doc[])
        .map((part) => strip(part, decided))
        .filter((part) => Object.keys(part).length > 0);
      if (parts.length) out.$and = parts;
      continue;
    }
    if (!field.startsWith('$') && decided(field, condition)) continue;
    out[field] = condition;
  }
  return out;
}

function isStringLookup(condition: unknown): boolean {
  if (typeof condition === 'string') return true;
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return false;
  if (keys[0] === '$eq') return typeof condition.$eq === 'string';
  if (keys[0] !== '$in') return false;
  const values = condition.$in;
  return (
    Array.isArray(values) &&
    values.length > 0 &&
    values.length < MAX_LOOKUP_VALUES &&
    values.every((value) => typeof value === 'string')
  );
}
