import { compare, resolve } from 'mingo/util';
import type { Doc } from '../bson/doc-utils';

/**
 * Documents in the order of a sort specification, ordered as they are read. The sort keys are
 * read once and heap-ordered (linear in the number of documents); a document then costs one heap
 * removal (logarithmic) when a reader first reaches it. A search sorts the thousands of documents
 * it matched to keep a few (a `$limit`, a `$facet` keeping the first title hits): only those few
 * are ordered. Every reader sees the same order.
 *
 * The order is mingo's `$sort` (its `compare`, descending keys reversed, ties kept in their input
 * order), with one comparison per pair instead of mingo's grouping by hashed key values per sort
 * field, which dominated a search's sort of a few thousand matches.
 */
export class SortedDocuments implements Iterable<Doc> {
  private readonly ordered: Doc[] = [];

  private constructor(
    private readonly docs: readonly Doc[],
    private readonly keys: unknown[][],
    private readonly directions: number[],
    /** Input positions, a binary heap whose top is the next document in order. */
    private readonly heap: number[],
  ) {
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** Null when a sort value is an array (MongoDB sorts those by their least or greatest element; mingo's path keeps that case). */
  static of(docs: readonly Doc[], spec: Doc): SortedDocuments | null {
    const fields = Object.keys(spec);
    const directions = fields.map((field) => (spec[field] === -1 ? -1 : 1));
    const keys: unknown[][] = [];
    for (const doc of docs) {
      // A missing field sorts as null, and ties with it (as in MongoDB and mingo).
      const docKeys = fields.map((field) => resolve(doc, field) ?? null);
      if (docKeys.some(Array.isArray)) return null;
      keys.push(docKeys);
    }
    return new SortedDocuments(
      docs,
      keys,
      directions,
      docs.map((_, position) => position),
    );
  }

  [Symbol.iterator](): Iterator<Doc> {
    let read = 0;
    return {
      next: () =>
        read < this.ordered.length || this.orderNext()
          ? { value: this.ordered[read++], done: false }
          : { value: undefined, done: true },
    };
  }

  /** Every document, in order. */
  all(): Doc[] {
    while (this.orderNext());
    return this.ordered;
  }

  private orderNext(): boolean {
    const heap = this.heap;
    if (!heap.length) return false;
    this.ordered.push(this.docs[heap[0]]);
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      this.siftDown(0);
    }
    return true;
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
    for (let i = 0; i < this.directions.length; i++) {
      const order = compare(keysA[i], keysB[i]);
      if (order !== 0) return order * this.directions[i] < 0;
    }
    return a < b;
  }
}
