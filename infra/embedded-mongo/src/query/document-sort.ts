import { compare, resolve } from 'mingo/util';
import type { Doc } from '../bson/doc-utils';
import { LazyDocuments } from './lazy-documents';

/**
 * Documents in the order of a sort specification, ordered as they are read. The sort keys are
 * read once and heap-ordered (linear in the number of documents); a document then costs one heap
 * removal (logarithmic) when a reader first reaches it. A discovery search sorts the hundreds of
 * documents it matched to keep a few (a `$limit`, a `$facet` keeping the first title hits): only
 * the documents read up to those few are ordered (`LazyDocuments` keeps what was read for every
 * reader).
 *
 * The order is mingo's `$sort` (its `compare`, descending keys reversed, ties kept in their input
 * order), with one comparison per pair instead of mingo's grouping by hashed key values per sort
 * field, which dominated a search's sort of a few thousand matches.
 */
export class SortedDocuments {
  private constructor(
    private readonly docs: readonly Doc[],
    private readonly keys: unknown[][],
    private readonly orders: { direction: number; compare: (a: unknown, b: unknown) => number }[],
    /** Input positions, a binary heap whose top is the next document in order. */
    private readonly heap: number[],
  ) {
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /**
   * The documents in order, read as far as their readers go. Null when a sort value is an array
   * (MongoDB sorts those by their least or greatest element; mingo's path keeps that case).
   */
  static of(docs: readonly Doc[], spec: Doc): LazyDocuments | null {
    const fields = Object.keys(spec);
    const keys: unknown[][] = [];
    for (const doc of docs) {
      // A missing field sorts as null, and ties with it (as in MongoDB and mingo).
      const docKeys = fields.map((field) => valueAt(doc, field) ?? null);
      if (docKeys.some(Array.isArray)) return null;
      keys.push(docKeys);
    }
    const orders = fields.map((field, i) => {
      const direction = spec[field] === -1 ? -1 : 1;
      return { direction, compare: comparisonOf(keys, i) };
    });
    const heap = docs.map((_, position) => position);
    return new LazyDocuments(new SortedDocuments(docs, keys, orders, heap).inOrder());
  }

  private *inOrder(): Generator<Doc> {
    const heap = this.heap;
    while (heap.length) {
      yield this.docs[heap[0]];
      const last = heap.pop()!;
      if (heap.length) {
        heap[0] = last;
        this.siftDown(0);
      }
    }
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    let at = start;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const first = right < heap.length && this.before(heap[right], heap[left]) ? right : left;
      if (!this.before(heap[first], heap[at])) return;
      [heap[at], heap[first]] = [heap[first], heap[at]];
      at = first;
    }
  }

  /** Whether the document at input position `a` comes before the one at `b`. */
  private before(a: number, b: number): boolean {
    const keysA = this.keys[a];
    const keysB = this.keys[b];
    for (let i = 0; i < this.orders.length; i++) {
      const { compare, direction } = this.orders[i];
      const order = compare(keysA[i], keysB[i]);
      if (order !== 0) return order * direction < 0;
    }
    return a < b;
  }
}

function valueAt(doc: Doc, field: string): unknown {
  if (field.includes('.')) return resolve(doc, field);
  return Object.hasOwn(doc, field) ? doc[field] : undefined;
}

const comparePrimitives = (a: unknown, b: unknown): number =>
  (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;

/**
 * How the `i`th keys compare. Where every one is a date, a number (not NaN) or a string, mingo's
 * `compare` gives the order of their values (dates by time, strings by code unit), so they are
 * compared directly (dates as their times, written back into `keys`): a tenth of mingo's cost,
 * which first works out both values' types.
 */
function comparisonOf(keys: unknown[][], i: number): (a: unknown, b: unknown) => number {
  if (keys.length && keys.every((k) => k[i] instanceof Date)) {
    for (const k of keys) k[i] = (k[i] as Date).getTime();
    return comparePrimitives;
  }
  if (keys.every((k) => typeof k[i] === 'string')) return comparePrimitives;
  if (keys.every((k) => typeof k[i] === 'number' && !Number.isNaN(k[i]))) return comparePrimitives;
  return compare;
}
