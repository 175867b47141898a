import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';

/**
 * The fields a `$project` removes when all it does is remove top-level fields (`{ a: 0, b: false }`),
 * else null. Such a stage is a copy of each document without them, which `withoutFields` makes
 * directly: mingo builds each output document through its generic projection, a tenth of the
 * database's time in a discovery search (which drops its search keys from up to 150 cards).
 */
export function topLevelExclusions(spec: unknown): ReadonlySet<string> | null {
  if (!isPlainObject(spec)) return null;
  const fields = Object.keys(spec);
  if (!fields.length) return null;
  for (const field of fields) {
    const value = spec[field];
    if (field.startsWith('$') || field.includes('.') || !(value === 0 || value === false)) {
      return null;
    }
  }
  return new Set(fields);
}

/** A shallow copy of `doc` without the `excluded` fields, the others in their order. */
export function withoutFields(doc: Doc, excluded: ReadonlySet<string>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) if (!excluded.has(key)) out[key] = doc[key];
  return out;
}
