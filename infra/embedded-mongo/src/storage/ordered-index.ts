import { ObjectId } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { pathValues } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import type { DocumentNumbers } from './document-numbers';
import type { IndexSpec } from './index-spec';
import { IndexMatch } from './index-match';
import type { IndexEntry } from './secondary-index';

/** The ids under one value of the first field, in the index's order of the second. */
class OrderedIds {
  readonly members = new Set<string>();
  ids: string[] = [];
  /** The documents' numbers (`DocumentNumbers`), in the order of `ids`. */
  numbers: number[] = [];
  times: number[] = [];
  /**
   * Whether `ids` and `times` are in order. Entries are appended until the list is first walked,
   * which sorts it once; from then on each change keeps the order (building an index over many
   * documents, or loading them at start, would otherwise shift a list for every entry).
   */
  inOrder = false;
  /** Entries whose second field is not a date, or whose `_id` is neither a string nor an ObjectId. */
  unordered = 0;
  stringIds = 0;
  objectIds = 0;
}

/** One value's documents in the index's order: their id keys and their numbers. */
export interface WalkedIds {
  readonly ids: readonly string[];
  readonly numbers: readonly number[];
}

/**
 * A two-field index `{ first: 1, second: ±1 }` (not unique, not partial, not sparse), kept as
 * MongoDB keeps a compound index: under each value of the first field (a multikey array counts
 * each element), the documents in the order of the second, ties by `_id` ascending. It answers
 * equality on the first field alone, like a single-field hash index, and `walk` gives that
 * field's documents already in the order of a `{ second: ±1, _id: 1 }` sort, so a sort followed
 * by a limit reads only the documents it keeps (a search's newest few of its word's matches).
 *
 * The order holds for dates in the second field and `_id`s that are all strings or all ObjectIds
 * (their encoded keys then sort as the values do); while a value's list holds a document with
 * something else there, `walk` answers nothing for that value and queries take the hash path.
 */
export class OrderedIndex {
  readonly fields: string[];
  private readonly direction: 1 | -1;
  private readonly byFirst = new Map<string, OrderedIds>();

  constructor(
    readonly spec: IndexSpec,
    private readonly numbers: DocumentNumbers,
  ) {
    this.fields = Object.keys(spec.key);
    this.direction = spec.key[this.fields[1]] === -1 ? -1 : 1;
  }

  /** Whether a spec is one this class keeps: two fields, ascending or descending, no options. */
  static serves(spec: IndexSpec): boolean {
    const directions = Object.values(spec.key);
    return (
      directions.length === 2 &&
      directions.every((direction) => direction === 1 || direction === -1) &&
      !spec.unique &&
      !spec.sparse &&
      !spec.partialFilterExpression &&
      spec.expireAfterSeconds === undefined
    );
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return false;
  }

  get servesEquality(): boolean {
    return true;
  }

  /** The fields an equality lookup needs: the first alone. */
  get equalityFields(): string[] {
    return [this.fields[0]];
  }

  /**
   * One entry per distinct value of the first field; its `values` are the document's `_id` and
   * second field, what the list's order needs (this index never reports a duplicate key).
   */
  entriesFor(doc: Doc): IndexEntry[] {
    const seconds = pathValues(doc, this.fields[1]);
    const second = seconds.length === 1 ? seconds[0] : seconds;
    const keys = new Set(pathValues(doc, this.fields[0]).map(encodeKey));
    return [...keys].map((key) => ({ key, raw: false, values: [doc._id, second] }));
  }

  add(idKey: string, entries: IndexEntry[]): void {
    for (const { key, values } of entries) {
      let list = this.byFirst.get(key);
      if (!list) this.byFirst.set(key, (list = new OrderedIds()));
      if (list.members.has(idKey)) continue;
      const time = count(list, values, 1);
      const number = this.numbers.of(idKey);
      list.members.add(idKey);
      if (!list.inOrder) {
        list.ids.push(idKey);
        list.numbers.push(number);
        list.times.push(time);
        continue;
      }
      const at = this.position(list, time, idKey);
      list.ids.splice(at, 0, idKey);
      list.numbers.splice(at, 0, number);
      list.times.splice(at, 0, time);
    }
  }

  remove(idKey: string, entries: IndexEntry[]): void {
    for (const { key, values } of entries) {
      const list = this.byFirst.get(key);
      if (!list?.members.delete(idKey)) continue;
      const time = count(list, values, -1);
      let at = list.inOrder ? this.position(list, time, idKey) : -1;
      // The stored time is the one the document had when added, which `values` repeats.
      if (list.ids[at] !== idKey) at = list.ids.indexOf(idKey);
      list.ids.splice(at, 1);
      list.numbers.splice(at, 1);
      list.times.splice(at, 1);
      if (!list.ids.length) this.byFirst.delete(key);
    }
  }

  conflict(): IndexEntry | undefined {
    return undefined;
  }

  /** The documents whose first field equals one of the values (the first array of the lookup). */
  lookup(valuesPerField: unknown[][]): IndexMatch {
    const owners = [];
    for (const value of valuesPerField[0]) {
      const list = this.byFirst.get(encodeKey(value));
      if (list) owners.push(list.members);
    }
    return new IndexMatch(owners);
  }

  /**
   * The id keys under one value of the first field in the order of `{ second: direction, _id: 1 }`,
   * or nothing when that order cannot be given (see the class comment).
   */
  walk(value: unknown, direction: 1 | -1): WalkedIds | undefined {
    if (direction !== this.direction) return undefined;
    const list = this.byFirst.get(encodeKey(value));
    if (!list) return { ids: [], numbers: [] };
    if (!orderable(list)) return undefined;
    if (!list.inOrder) this.sort(list);
    return { ids: list.ids, numbers: list.numbers };
  }

  /** Sorts every list still in the order its entries came (see `OrderedIds.inOrder`). */
  orderAll(): void {
    for (const list of this.byFirst.values()) if (!list.inOrder && orderable(list)) this.sort(list);
  }

  clear(): void {
    this.byFirst.clear();
  }

  private sort(list: OrderedIds): void {
    const positions = list.ids.map((_, position) => position);
    positions.sort((a, b) => {
      const order = (list.times[a] - list.times[b]) * this.direction;
      if (order) return order;
      return list.ids[a] < list.ids[b] ? -1 : list.ids[a] > list.ids[b] ? 1 : 0;
    });
    list.ids = positions.map((position) => list.ids[position]);
    list.numbers = positions.map((position) => list.numbers[position]);
    list.times = positions.map((position) => list.times[position]);
    list.inOrder = true;
  }

  /** Where `(time, idKey)` belongs: by time in the index's direction, then by id key ascending. */
  private position(list: OrderedIds, time: number, idKey: string): number {
    let low = 0;
    let high = list.ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = list.times[middle];
      const before =
        other === time ? list.ids[middle] < idKey : (other - time) * this.direction < 0;
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Whether the list's order can be given (see the class comment). */
function orderable(list: OrderedIds): boolean {
  return list.unordered === 0 && !(list.stringIds > 0 && list.objectIds > 0);
}

/** The entry's sort time, counting (`change` 1) or uncounting (-1) what the list's order needs. */
function count(list: OrderedIds, values: unknown[], change: 1 | -1): number {
  const [id, second] = values;
  if (typeof id === 'string') list.stringIds += change;
  else if (id instanceof ObjectId) list.objectIds += change;
  else list.unordered += change;
  if (second instanceof Date) return second.getTime();
  list.unordered += change;
  return -Infinity;
}
