import { Aggregator } from 'mingo';
import type { Doc } from '../bson/doc-utils';
import { SortedDocuments } from './document-sort';

const VALUES: unknown[] = [
  1,
  2.5,
  -3,
  'b',
  'a',
  'B',
  null,
  undefined,
  new Date('2026-01-01'),
  new Date('2025-06-01'),
  true,
  false,
  { x: 1 },
];

/** Deterministic pseudo-random documents, many ties on each field. */
function documents(count: number): Doc[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: count }, (_, n) => {
    const doc: Doc = { _id: `d${n}` };
    const a = VALUES[next() % VALUES.length];
    if (a !== undefined) doc.a = a;
    doc.b = { c: next() % 4 };
    doc.at = new Date(Date.UTC(2026, 0, 1 + (next() % 5)));
    return doc;
  });
}

describe('SortedDocuments', () => {
  it.each([[{ a: 1 }], [{ a: -1 }], [{ at: -1, _id: 1 }], [{ 'b.c': 1, a: -1 }], [{ at: -1 }]])(
    'orders as mingo $sort does, ties kept in input order (%j)',
    (spec) => {
      const docs = documents(300);
      const expected = new Aggregator([{ $sort: spec }]).run(docs) as Doc[];
      expect(
        SortedDocuments.of(docs, spec)
          ?.all()
          .map((d) => d._id),
      ).toEqual(expected.map((d) => d._id));
    },
  );

  it('leaves array sort values to mingo (MongoDB sorts them by an element)', () => {
    expect(
      SortedDocuments.of(
        [
          { _id: 1, a: [2, 1] },
          { _id: 2, a: 3 },
        ],
        { a: 1 },
      ),
    ).toBeNull();
  });

  it('does not modify its input', () => {
    const docs = documents(20);
    const before = docs.map((d) => d._id);
    SortedDocuments.of(docs, { at: -1 })!.all();
    expect(docs.map((d) => d._id)).toEqual(before);
  });

  it('gives every reader the same order, however far each reads and in whatever turns', () => {
    const docs = documents(300);
    const spec = { at: -1, _id: 1 };
    const expected = (new Aggregator([{ $sort: spec }]).run(docs) as Doc[]).map((d) => d._id);
    const sorted = SortedDocuments.of(docs, spec)!;
    const first = sorted[Symbol.iterator]();
    const second = sorted[Symbol.iterator]();
    const firstRead: unknown[] = [];
    const secondRead: unknown[] = [];
    for (let n = 0; n < 5; n++) firstRead.push(first.next().value._id);
    for (let n = 0; n < 12; n++) secondRead.push(second.next().value._id);
    for (let n = 0; n < 3; n++) firstRead.push(first.next().value._id);
    expect(firstRead).toEqual(expected.slice(0, 8));
    expect(secondRead).toEqual(expected.slice(0, 12));
    expect(sorted.all().map((d) => d._id)).toEqual(expected);
    expect([...sorted].map((d) => d._id)).toEqual(expected);
  });
});
