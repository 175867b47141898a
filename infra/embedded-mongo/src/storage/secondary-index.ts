import { Query } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { pathValues } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import type { IndexSpec } from './index-spec';

export interface IndexEntry {
  key: string;
  values: unknown[];
}

/** Largest number of compound keys one document or one query may expand to. */
const MAX_KEY_COMBINATIONS = 1000;

/**
 * A hash index: encoded key → id key(s). Answers equality and `$in`; enforces `unique`.
 * A single owner is stored as a plain string to keep memory low on unique indexes.
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, string | Set<string>>();
  private readonly partial?: Query;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
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
    for (const { key } of entries) {
      const owner = this.entries.get(key);
      if (owner === undefined) this.entries.set(key, idKey);
      else if (typeof owner === 'string') {
        if (owner !== idKey) this.entries.set(key, new Set([owner, idKey]));
      } else owner.add(idKey);
    }
  }

  remove(idKey: string, entries: IndexEntry[]): void {
    for (const { key } of entries) {
      const owner = this.entries.get(key);
      if (owner === undefined) continue;
      if (typeof owner === 'string') {
        if (owner === idKey) this.entries.delete(key);
      } else {
        owner.delete(idKey);
        if (owner.size === 1) this.entries.set(key, owner.values().next().value as string);
        else if (owner.size === 0) this.entries.delete(key);
      }
    }
  }

  /** The first entry already owned by a document other than `idKey`. */
  conflict(idKey: string, entries: IndexEntry[]): IndexEntry | undefined {
    for (const entry of entries) {
      const owner = this.entries.get(entry.key);
      if (owner === undefined) continue;
      if (typeof owner === 'string' ? owner !== idKey : [...owner].some((id) => id !== idKey)) {
        return entry;
      }
    }
    return undefined;
  }

  /** Id keys for documents whose indexed fields equal one of the value combinations. */
  lookup(valuesPerField: unknown[][]): Set<string> | undefined {
    const combos: IndexEntry[] = [];
    if (!combine(valuesPerField.map(dedupe), 0, [], combos)) return undefined;
    const ids = new Set<string>();
    for (const { key } of combos) {
      const owner = this.entries.get(key);
      if (owner === undefined) continue;
      if (typeof owner === 'string') ids.add(owner);
      else for (const id of owner) ids.add(id);
    }
    return ids;
  }

  clear(): void {
    this.entries.clear();
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
    out.push({ key: prefix.map(encodeKey).join('\u0000'), values: prefix });
    return true;
  }
  for (const value of perField[i]) {
    if (!combine(perField, i + 1, [...prefix, value], out)) return false;
  }
  return true;
}
