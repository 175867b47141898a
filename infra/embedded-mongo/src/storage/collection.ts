import { BSON, UUID } from 'bson';
import { documentTest } from '../query/document-test';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { DuplicateKeyError } from '../errors/duplicate-key-error';
import { MongoError } from '../errors/mongo-error';
import { DocumentNumbers } from './document-numbers';
import type { IndexSpec } from './index-spec';
import { equalityConstraints, isAllCondition } from './index-planner';
import type { IndexMatch } from './index-match';
import { OrderedIndex, type WalkedIds } from './ordered-index';
import type { IndexEntry } from './secondary-index';
import { SecondaryIndex } from './secondary-index';

export type Index = SecondaryIndex | OrderedIndex;

export const ID_INDEX_NAME = '_id_';

/**
 * One collection: documents by encoded `_id` (insertion order = natural order) plus secondary
 * indexes. Stored documents are immutable; writes swap in new objects, so open cursors keep a
 * consistent view and every single-document write is atomic.
 */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>();
  readonly uuid: UUID;
  private readonly numbers = new DocumentNumbers();
  /** The stored documents by number (`DocumentNumbers`), for walks that hold numbers. */
  private readonly byNumber: (Doc | undefined)[] = [];

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
    uuid?: UUID,
  ) {
    this.uuid = uuid ?? new UUID();
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [
      { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME },
      ...[...this.indexes.values()].map((i) => ({ v: 2, ...i.spec })),
    ];
  }

  get(idKey: string): Doc | undefined {
    return this.docs.get(idKey);
  }

  /** Inserts after checking every unique constraint; nothing changes if one fails. */
  insert(doc: Doc, enforce = true): string {
    const idKey = encodeKey(doc._id);
    if (enforce && this.docs.has(idKey)) {
      throw new DuplicateKeyError(this.ns, ID_INDEX_NAME, { _id: 1 }, { _id: doc._id });
    }
    const planned = this.planEntries(idKey, doc, enforce);
    this.docs.set(idKey, doc);
    this.byNumber[this.numbers.of(idKey)] = doc;
    for (const [index, entries] of planned) index.add(idKey, entries);
    return idKey;
  }

  replace(idKey: string, oldDoc: Doc, newDoc: Doc, enforce = true): void {
    const planned = this.planEntries(idKey, newDoc, enforce);
    for (const [index, entries] of planned) {
      index.remove(idKey, index.entriesFor(oldDoc));
      index.add(idKey, entries);
    }
    this.docs.set(idKey, newDoc);
    this.byNumber[this.numbers.of(idKey)] = newDoc;
  }

  remove(idKey: string): Doc | undefined {
    const doc = this.docs.get(idKey);
    if (!doc) return undefined;
    for (const index of this.indexes.values()) index.remove(idKey, index.entriesFor(doc));
    this.docs.delete(idKey);
    this.byNumber[this.numbers.of(idKey)] = undefined;
    this.numbers.release(idKey);
    return doc;
  }

  /** Puts the documents back in `order` (their natural order before a rolled-back delete). */
  restoreOrder(order: string[]): void {
    const current = new Map(this.docs);
    this.docs.clear();
    for (const idKey of order) {
      const doc = current.get(idKey);
      if (doc) {
        this.docs.set(idKey, doc);
        current.delete(idKey);
      }
    }
    for (const [idKey, doc] of current) this.docs.set(idKey, doc);
  }

  /** Builds an index over existing documents; fails with E11000 if `unique` is violated. */
  addIndex(spec: IndexSpec, enforce = true): void {
    const index = OrderedIndex.serves(spec)
      ? new OrderedIndex(spec, this.numbers)
      : new SecondaryIndex(spec, this.numbers);
    for (const [idKey, doc] of this.docs) {
      const entries = index.entriesFor(doc);
      if (enforce && index.unique) this.throwOnConflict(index, idKey, entries);
      index.add(idKey, entries);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }

  /** Puts every ordered index's lists in order now rather than on their first walks. */
  orderIndexes(): void {
    for (const index of this.indexes.values()) if (index instanceof OrderedIndex) index.orderAll();
  }

  /**
   * Documents that may match `filter`: through the `_id` map, or through every hash index whose
   * fields all have an equality / `$in` (or `$all`) in the filter: the smallest index answer is
   * walked and each id kept only if the other indexes hold it too, so two weak filters narrow each
   * other instead of the first index deciding alone. Otherwise every document. Callers still
   * apply the filter.
   */
  candidates(filter: Doc, useIndexes = true): Iterable<Doc> {
    if (!useIndexes) return this.docs.values();
    const constraints = equalityConstraints(filter);
    if (constraints.size === 0) return this.docs.values();
    const ids = constraints.get('_id');
    if (ids) {
      const out: Doc[] = [];
      const seen = new Set<string>();
      for (const id of ids) {
        const key = encodeKey(id);
        const doc = this.docs.get(key);
        if (doc && !seen.has(key)) {
          seen.add(key);
          out.push(doc);
        }
      }
      return out;
    }
    const matches: IndexMatch[] = [];
    for (const index of this.indexes.values()) {
      const fields = index.equalityFields;
      if (!index.servesEquality || !fields.every((f) => constraints.has(f))) continue;
      const match = index.lookup(fields.map((f) => constraints.get(f) as unknown[]));
      if (match) matches.push(match);
    }
    if (!matches.length) return this.docs.values();
    matches.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = matches;
    const out: Doc[] = [];
    for (const key of smallest.ids()) {
      if (!others.every((match) => match.has(key))) continue;
      const doc = this.docs.get(key);
      if (doc) out.push(doc);
    }
    return out;
  }

  /**
   * The documents that may match `filter`, already in the order of `sort` and read only as far as
   * they are iterated, when `sort` is `{ field: ±1 }` or `{ field: ±1, _id: 1 }` and an ordered
   * index leads with a field the filter sets to one value and continues with `field`: the shortest
   * such list is walked, each id kept if every other index answering the filter holds it (as in
   * `candidates`). Nothing when no such index can give the order, or another index's answer is
   * smaller (`candidates` and a sort then read less). Callers still apply the filter.
   */
  orderedCandidates(filter: Doc, sort: Doc): Iterable<Doc> | undefined {
    const [field, tieBreak, ...rest] = Object.keys(sort);
    const direction = sort[field];
    if (rest.length || (tieBreak !== undefined && (tieBreak !== '_id' || sort._id !== 1))) {
      return undefined;
    }
    if (direction !== 1 && direction !== -1) return undefined;
    const constraints = equalityConstraints(filter);
    if (constraints.has('_id')) return undefined;
    let walked: { index: OrderedIndex; list: WalkedIds } | undefined;
    for (const index of this.indexes.values()) {
      const values = constraints.get(index.fields[0]);
      if (!(index instanceof OrderedIndex) || index.fields[1] !== field || values?.length !== 1) {
        continue;
      }
      const list = index.walk(values[0], direction);
      if (list && (!walked || list.ids.length < walked.list.ids.length)) walked = { index, list };
    }
    if (!walked) return undefined;
    const walkedField = walked.index.fields[0];
    const others: IndexMatch[] = [];
    for (const index of this.indexes.values()) {
      const fields = index.equalityFields;
      if (index === walked.index || !index.servesEquality) continue;
      // Another index on the walked field alone answers what the walked list holds already.
      if (fields.length === 1 && fields[0] === walkedField) continue;
      if (!fields.every((f) => constraints.has(f))) continue;
      const match = index.lookup(fields.map((f) => constraints.get(f) as unknown[]));
      if (!match) continue;
      if (match.size < walked.list.ids.length) return undefined;
      others.push(match);
    }
    // The narrowest first: an id most lists lack is set aside after one test.
    others.sort((a, b) => a.size - b.size);
    return this.inOrder(walked.list, others);
  }

  private *inOrder({ ids, numbers }: WalkedIds, others: readonly IndexMatch[]): Generator<Doc> {
    next: for (let i = 0; i < ids.length; i++) {
      const key = ids[i];
      const number = numbers[i];
      for (const match of others) if (!match.has(key, number)) continue next;
      const doc = this.byNumber[number];
      if (doc) yield doc;
    }
  }

  /**
   * Whether the index lookup alone decides the filter: a single field whose equality / `$in` the
   * `_id` map or a single-field index answered, so running the query engine again would only repeat it.
   */
  isExactLookup(filter: Doc): boolean {
    const keys = Object.keys(filter);
    if (keys.length !== 1) return false;
    const field = keys[0];
    if (!equalityConstraints(filter).has(field) || isAllCondition(filter[field])) return false;
    if (field === '_id') return true;
    // Only indexes on this field alone can serve a one-field filter, and each gives the same ids.
    return [...this.indexes.values()].some(
      (index) =>
        index.servesEquality &&
        index.equalityFields.length === 1 &&
        index.equalityFields[0] === field,
    );
  }

  /** Matching documents in natural order. */
  match(filter: Doc): Doc[] {
    const query = documentTest(filter);
    const out: Doc[] = [];
    for (const doc of this.candidates(filter)) if (query.test(doc)) out.push(doc);
    return out;
  }

  byteSize(): number {
    let total = 0;
    for (const doc of this.docs.values()) total += BSON.calculateObjectSize(doc);
    return total;
  }

  private planEntries(idKey: string, doc: Doc, enforce: boolean): [Index, IndexEntry[]][] {
    const planned: [Index, IndexEntry[]][] = [];
    for (const index of this.indexes.values()) {
      const entries = index.entriesFor(doc);
      if (enforce && index.unique) this.throwOnConflict(index, idKey, entries);
      planned.push([index, entries]);
    }
    return planned;
  }

  private throwOnConflict(index: Index, idKey: string, entries: IndexEntry[]): void {
    const clash = index.conflict(idKey, entries);
    if (!clash) return;
    const keyValue: Doc = {};
    index.fields.forEach((field, i) => {
      keyValue[field] = clash.values[i] === undefined ? null : clash.values[i];
    });
    throw new DuplicateKeyError(this.ns, index.name, { ...index.spec.key }, keyValue);
  }
}

export function assertValidId(id: unknown): void {
  if (Array.isArray(id)) {
    throw new MongoError(53, 'InvalidIdField', "The '_id' value cannot be of type array");
  }
  if (id instanceof RegExp) {
    throw new MongoError(53, 'InvalidIdField', "The '_id' value cannot be of type regex");
  }
}
