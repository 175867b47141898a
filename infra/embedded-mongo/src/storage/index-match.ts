/** The id keys one index holds for a key, as `SecondaryIndex` stores them: one id or a set. */
export type IndexOwner = string | ReadonlySet<string>;

/**
 * What one index answered for a query's equality / `$in` values: the id keys under each matching
 * key, kept as the index holds them (nothing copied), so the planner can compare sizes, walk the
 * smallest and test membership in the others.
 */
export class IndexMatch {
  /** At least the number of distinct ids (a document under two matched keys counts twice). */
  readonly size: number;

  constructor(private readonly owners: readonly IndexOwner[]) {
    let size = 0;
    for (const owner of owners) size += typeof owner === 'string' ? 1 : owner.size;
    this.size = size;
  }

  has(idKey: string): boolean {
    for (const owner of this.owners) {
      if (typeof owner === 'string' ? owner === idKey : owner.has(idKey)) return true;
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
