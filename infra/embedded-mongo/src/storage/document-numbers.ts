/**
 * A small integer for each stored document of one collection, shared by its indexes, so a large
 * set of ids can also be kept as a bitset (`IdBitset`): a query testing many documents against
 * such a set then tests a bit instead of hashing an id into a table too big for the cache, and
 * reads the documents it keeps from an array. The number of a removed document is given to the
 * next new one; a collection releases a number only after every index has let go of it.
 */
export class DocumentNumbers {
  private readonly byIdKey = new Map<string, number>();
  private readonly released: number[] = [];
  private next = 0;

  /** The document's number, given now if it has none. */
  of(idKey: string): number {
    let number = this.byIdKey.get(idKey);
    if (number === undefined) {
      number = this.released.pop() ?? this.next++;
      this.byIdKey.set(idKey, number);
    }
    return number;
  }

  release(idKey: string): void {
    const number = this.byIdKey.get(idKey);
    if (number === undefined) return;
    this.byIdKey.delete(idKey);
    this.released.push(number);
  }
}
