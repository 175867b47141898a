import type { Doc } from '../bson/doc-utils';

/**
 * Documents taken from a source only as far as a reader goes, kept once taken: every reader sees
 * all of them, in the source's order (the `$facet` sub-pipelines of a search read one input in
 * turn, each stopping at its limit). `all()` is shared, not a copy.
 */
export class LazyDocuments implements Iterable<Doc> {
  private readonly taken: Doc[] = [];
  private source: Iterator<Doc> | undefined;

  constructor(source: Iterable<Doc>) {
    this.source = source[Symbol.iterator]();
  }

  [Symbol.iterator](): Iterator<Doc> {
    let read = 0;
    return {
      next: () =>
        read < this.taken.length || this.takeNext()
          ? { value: this.taken[read++], done: false }
          : { value: undefined, done: true },
    };
  }

  /** Every document, in order. */
  all(): Doc[] {
    while (this.takeNext());
    return this.taken;
  }

  private takeNext(): boolean {
    const next = this.source?.next();
    if (!next || next.done) {
      this.source = undefined;
      return false;
    }
    this.taken.push(next.value);
    return true;
  }
}
