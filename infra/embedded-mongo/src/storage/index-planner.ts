import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';
import { isIndexableScalar } from '../bson/key-encoder';

/**
 * Reads the equality / `$in` constraints of a filter (top level and `$and`), which is all the
 * hash indexes can serve. Returns field → candidate values, or nothing for fields whose values an
 * index cannot answer (regexes, sub-documents, arrays, other operators). `$all` of scalars counts
 * as an equality on its first value: a document holding all of them holds that one.
 */
export function equalityConstraints(filter: Doc): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  collect(filter, out);
  return out;
}

function collect(filter: Doc, out: Map<string, unknown[]>): void {
  for (const field of Object.keys(filter)) {
    const condition = filter[field];
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) collect(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const values = valuesOf(condition);
    if (!values) continue;
    const previous = out.get(field);
    // Several constraints on one field: keep the narrower list; the full filter still runs after.
    if (!previous || values.length < previous.length) out.set(field, values);
  }
}

function valuesOf(condition: unknown): unknown[] | undefined {
  if (isPlainObject(condition)) {
    const keys = Object.keys(condition);
    if (keys.length === 0 || !keys[0].startsWith('$')) return undefined;
    if ('$eq' in condition) return isIndexableScalar(condition.$eq) ? [condition.$eq] : undefined;
    if ('$in' in condition && Array.isArray(condition.$in)) {
      return condition.$in.every(isIndexableScalar) ? condition.$in : undefined;
    }
    if (isAllCondition(condition)) {
      const all = condition.$all as unknown[];
      return all.length > 0 && all.every(isIndexableScalar) ? [all[0]] : undefined;
    }
    return undefined;
  }
  return isIndexableScalar(condition) ? [condition] : undefined;
}

/** `{ $all: [...] }` (with or without other operators). */
export function isAllCondition(condition: unknown): boolean {
  return isPlainObject(condition) && Array.isArray(condition.$all);
}
