import { isPlainObject } from '../bson/doc-utils';
import type { Doc } from '../bson/doc-utils';

const MAX_LENGTH = 32;
const MAX_ENTRIES = 100_000;

/**
 * Shares one copy of short repeated strings (statuses, roles, cities, tags) between stored
 * documents. Each decoded document otherwise carries its own copy of every string, which is most
 * of the memory a collection of small documents uses.
 */
export class StringInterner {
  private readonly table = new Map<string, string>();

  /** Interns the strings of a document that is about to be stored (mutates it in place). */
  internDoc(doc: Doc): Doc {
    this.walk(doc);
    return doc;
  }

  private intern(value: string): string {
    if (value.length > MAX_LENGTH) return value;
    const known = this.table.get(value);
    if (known !== undefined) return known;
    if (this.table.size < MAX_ENTRIES) this.table.set(value, value);
    return value;
  }

  private walk(value: Doc | unknown[]): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        const v = value[i];
        if (typeof v === 'string') value[i] = this.intern(v);
        else if (Array.isArray(v) || isPlainObject(v)) this.walk(v);
      }
      return;
    }
    for (const key of Object.keys(value)) {
      const v = value[key];
      if (typeof v === 'string') value[key] = this.intern(v);
      else if (Array.isArray(v) || isPlainObject(v)) this.walk(v);
    }
  }
}
