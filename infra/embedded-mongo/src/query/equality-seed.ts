import type { Doc } from '../bson/doc-utils';
import { cloneDoc, isPlainObject, setPath } from '../bson/doc-utils';

/** The fields an upsert copies from its filter: top-level and `$and` equalities (and `$eq`). */
export function equalitySeed(filter: Doc): Doc {
  const seed: Doc = {};
  add(filter, seed);
  return seed;
}

function add(filter: Doc, seed: Doc): void {
  for (const field of Object.keys(filter)) {
    const condition = filter[field];
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) add(part, seed);
      continue;
    }
    if (field.startsWith('$') || condition instanceof RegExp) continue;
    if (isPlainObject(condition)) {
      const keys = Object.keys(condition);
      if (keys.some((k) => k.startsWith('$'))) {
        if (keys.length === 1 && keys[0] === '$eq') setPath(seed, field, cloneDoc(condition.$eq));
        continue;
      }
    }
    setPath(seed, field, cloneDoc(condition));
  }
}
