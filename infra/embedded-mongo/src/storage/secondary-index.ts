import { Query } from '../query/mingo';
import type { Doc } from '../bson/doc-utils';
import { pathValues } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import type { DocumentNumbers } from './document-numbers';
import { IdBitset } from './id-bitset';
import type { IndexSpec } from './index-spec';
import { IndexMatch, type IndexOwner } from './index-match';

export interface IndexEntry {
  /** The string value itself (single-field index, string value), else the encoded key. */
  key: string;
  /** Whether `key` is a raw string value rather than an encoded one. */
  raw: boolean;
  values: unknown[];
}

type Owner = string | Set<string>;

/** Largest number of compound keys one document or one query may expand to. */
const MAX_KEY_COMBINATIONS = 1000;

/**
 * From this many ids a key's set is also kept as a bitset of document numbers (a few KB for a
 * collection of 100,000 documents, less than the set itself).
 */
export const BITSET_MIN_IDS = 1024;

/**
 * A hash index: key → id key(s). Answers equality and `$in`; enforces `unique`.
 * A single owner is stored as a plain string to keep memory low on unique indexes. String values
 * of a single-field index (the common case: emails, handles, slugs) are keys as they are, in a map
 * of their own, so the index shares the stored document's string instead of holding an encoded
 * copy; every other value is keyed by its encoding in the second map, so the two never collide.
 * A key owned by many documents (`BITSET_MIN_IDS`) also has its ids as a bitset, which a query
 * walking another index's ids tests instead of the set (see `IndexMatch`).
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly rawEntries = new Map<string, Owner>();
  private readonly encodedEntries = new Map<string, Owner>();
  private readonly bitsets = new Map<ReadonlySet<string>, IdBitset>();
  private readonly partial?: Query;

  constructor(
    readonly spec: IndexSpec,
    private readonly numbers: DocumentNumbers,
  ) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** The fields an equality lookup needs: all of them. */
  get equalityFields(): string[] {
    return this.fields;
  }

  /** Whether equality lookups through this index see every matching document. */
  get servesEquality(): boolean {
    return !this.partial && this.spec.sparse !== true;
  }

  entriesFor(doc: Doc): IndexEntry[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => dedupe(pathValues(doc, f)));
    if (this.spec.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return [];
    const out: IndexEntry[] = [];
    combine(perField, 0, [], out);
    return out;
  }

  add(idKey: string, entries: IndexEntry[]): void {
    for (const { key, raw } of entries) {
      const map = raw ? this.rawEntries : this.encodedEntries;
      const owner = map.get(key);
      if (owner === undefined) map.set(key, idKey);
      else if (typeof owner === 'string') {
        if (owner !== idKey) map.set(key, new Set([owner, idKey]));
      } else {
        owner.add(idKey);
        this.addToBitset(owner, idKey);
      }
    }
  }

  remove(idKey: string, entries: IndexEntry[]): void {
    for (const { key, raw } of entries) {
      const map = raw ? this.rawEntries : this.encodedEntries;
      const owner = map.get(key);
      if (owner === undefined) continue;
      if (typeof owner === 'string') {
        if (owner === idKey) map.delete(key);
      } else {
        if (!owner.delete(idKey)) continue;
        this.bitsets.get(owner)?.delete(this.numbers.of(idKey));
        if (owner.size > 1) continue;
        this.bitsets.delete(owner);
        if (owner.size === 1) map.set(key, owner.values().next().value as string);
        else map.delete(key);
      }
    }
  }

  /** The first entry already owned by a document other than `idKey`. */
  conflict(idKey: string, entries: IndexEntry[]): IndexEntry | undefined {
    for (const entry of entries) {
      const owner = (entry.raw ? this.rawEntries : this.encodedEntries).get(entry.key);
      if (owner === undefined) continue;
      if (typeof owner === 'string' ? owner !== idKey : [...owner].some((id) => id !== idKey)) {
        return entry;
      }
    }
    return undefined;
  }

  /**
   * The documents whose indexed fields equal one of the value combinations; nothing when there are
   * too many combinations to look up.
   */
  lookup(valuesPerField: unknown[][]): IndexMatch | undefined {
    const combos: IndexEntry[] = [];
    if (!combine(valuesPerField.map(dedupe), 0, [], combos)) return undefined;
    const owners: IndexOwner[] = [];
    const bitsets: (IdBitset | undefined)[] = [];
    for (const { key, raw } of combos) {
      const owner = (raw ? this.rawEntries : this.encodedEntries).get(key);
      if (owner === undefined) continue;
      owners.push(owner);
      bitsets.push(typeof owner === 'string' ? undefined : this.bitsets.get(owner));
    }
    return new IndexMatch(owners, bitsets);
  }

  clear(): void {
    this.rawEntries.clear();
    this.encodedEntries.clear();
    this.bitsets.clear();
  }

  private addToBitset(owner: ReadonlySet<string>, idKey: string): void {
    const bitset = this.bitsets.get(owner);
    if (bitset) bitset.add(this.numbers.of(idKey));
    else if (owner.size >= BITSET_MIN_IDS) {
      const built = new IdBitset();
      for (const id of owner) built.add(this.numbers.of(id));
      this.bitsets.set(owner, built);
    }
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Map<string, unknown>();
  for (const v of values) seen.set(encodeKey(v), v);
  return [...seen.values()];
}

function combine(perField: unknown[][], i: number, prefix: unknown[], out: IndexEntry[]): boolean {
  if (i === perField.length) {
    if (out.length >= MAX_KEY_COMBINATIONS) return false;
    if (prefix.length === 1 && typeof prefix[0] === 'string') {
      out.push({ key: prefix[0], raw: true, values: prefix });
    } else {
      out.push({ key: prefix.map(encodeKey).join('\u0000'), raw: false, values: prefix });
    }
    return true;
  }
  for (const value of perField[i]) {
    if (!combine(perField, i + 1, [...prefix, value], out)) return false;
  }
  return true;
}
