import { Binary, UUID } from 'bson';
import { isPlainObject } from '../bson/doc-utils';
import type { Doc } from '../bson/doc-utils';

/** Longer strings are rarely repeated verbatim; they are stored as they come. */
const MAX_INTERNED_LENGTH = 256;
/** Strings remembered per generation; bounds the table whatever the data. */
const GENERATION_SIZE = 10_000;

/**
 * Shrinks a document that is about to be stored (mutating it in place):
 * - repeated strings (statuses, roles, cities, tags, boilerplate text) share one copy. The table is
 *   two bounded generations: a string seen again while it is young or old is kept, so frequent
 *   values stay shared forever while a stream of unique values (emails, names) only ever costs
 *   two generations of entries;
 * - arrays are copied to their exact length: the BSON decoder builds them by pushing, which leaves
 *   room for 17 elements in every small array;
 * - binary values (and UUIDs) get their own bytes: the decoder returns views into the incoming
 *   message, so one stored UUID would otherwise keep a whole insert batch alive.
 * Each decoded document otherwise carries its own copy of every string, which is most of the
 * memory a collection of small documents uses.
 */
export class DocumentCompactor {
  private young = new Map<string, string>();
  private old = new Map<string, string>();

  compact(doc: Doc): Doc {
    this.walkObject(doc);
    return doc;
  }

  private intern(value: string): string {
    if (value.length > MAX_INTERNED_LENGTH) return value;
    const young = this.young.get(value);
    if (young !== undefined) return young;
    const canonical = this.old.get(value) ?? value;
    if (this.young.size >= GENERATION_SIZE) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(canonical, canonical);
    return canonical;
  }

  private value(v: unknown): unknown {
    if (typeof v === 'string') return this.intern(v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i += 1) v[i] = this.value(v[i]);
      return v.slice();
    }
    if (v instanceof Binary) return ownBytes(v);
    if (isPlainObject(v)) this.walkObject(v);
    return v;
  }

  private walkObject(doc: Doc): void {
    for (const key of Object.keys(doc)) {
      const v = doc[key];
      if (v === null || (typeof v !== 'string' && typeof v !== 'object')) continue;
      const next = this.value(v);
      // Equal strings compare equal, so an interned string is written back whatever `===` says.
      if (next === v && typeof v !== 'string') continue;
      // An own `__proto__` field (BSON allows it) must stay a field, not become the prototype.
      if (key === '__proto__') {
        Object.defineProperty(doc, key, {
          value: next,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else doc[key] = next;
    }
  }
}

function ownBytes(value: Binary): Binary {
  const view = value.buffer;
  // Already owns exactly its bytes (e.g. an unchanged value carried over by an update).
  if (view.byteOffset === 0 && view.buffer.byteLength === value.position) return value;
  const bytes = new Uint8Array(value.position);
  bytes.set(value.buffer.subarray(0, value.position));
  return value instanceof UUID ? new UUID(bytes) : new Binary(bytes, value.sub_type);
}
