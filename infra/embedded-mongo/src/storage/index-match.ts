import type { IdBitset } from './id-bitset';

/** The id keys one index holds for a key, as `SecondaryIndex` stores them: one id or a set. */
export type IndexOwner = string | ReadonlySet<string>;

/**
 * What one index answered for a query's equality / `$in` values: the id keys under each matching
 * key, kept as the index holds them (nothing copied), so the planner can compare sizes, walk the
 * smallest and test membership in the others. A large set may come with the same ids as a bitset
 * of document numbers (`bitsets[i]` for `owners[i]`), which `has` tests when given the number.
 */
export class IndexMatch {
  /** At least the number of distinct ids (a document under two matched keys counts twice). */
  readonly size: number;

  constructor(
    private readonly owners: readonly IndexOwner[],
    private readonly bitsets: readonly (IdBitset | undefined)[] = [],
  ) {
    let size = 0;
    for (const owner of owners) size += typeof owner === 'string' ? 1 : owner.size;
    this.size = size;
  }

  /** Whether the id is held; `number` is the document's number (`DocumentNumbers`) if known. */
  has(idKey: string, number?: number): boolean {
    for (let i = 0; i < this.owners.length; i++) {
      const owner = this.owners[i];
      const bitset = this.bitsets[i];
      if (bitset && number !== undefined) {
        if (bitset.has(number)) return true;
      } else if (typeof owner === 'string' ? owner === idKey : owner.has(idKey)) {
        return true;
      }
    }
    return false;
  }

  /** Each id once. */
  ids(): Iterable<string> {
    if (this.owners.length === 1) {
      const [owner] = this.owners;
      return typeof owner === 'string' ? [owner] : owner;
    }
    const ids = new Set<string>();
    for (const owner of this.owners) {
      if (typeof owner === 'string') ids.add(owner);
      else for (const id of owner) ids.add(id);
    }
    return ids;
  }
}
