import { Long, ObjectId } from 'bson';
import type { Doc } from '../bson/doc-utils';
import { compileFastFilter } from './fast-filter';
import { Query } from './mingo';

/** A seeded generator, so a failure names a case that can be run again. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = ['name', 'roles', 'rank', 'at'];
const OPERANDS: unknown[] = [
  'a',
  'ab',
  'A',
  '',
  '1',
  'madrid',
  0,
  1,
  1.5,
  -2,
  true,
  false,
  new Date(1000),
  new Date(2000),
];
const VALUES: unknown[] = [
  ...OPERANDS,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  new Date(1000),
  [],
  ['a', 'b'],
  ['madrid', 1, new Date(2000)],
  [['a'], 'x'],
  [['madrid', ['ab']]],
  [null, 'ab'],
  [[null]],
  [undefined, 'a'],
  [{ a: 'a' }],
  { a: 'a' },
  new ObjectId('64b7f0c2a1b2c3d4e5f60718'),
  Long.fromNumber(1),
  /a/,
  'lisbon madrid',
  'the a team',
];
const PATTERNS = ['a', '^a', '(?:^| )ma', 'B', 'id$', ''];

describe('compileFastFilter', () => {
  it('gives mingo’s answer for every filter it compiles, over random documents', () => {
    const random = randomSource(20261129);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
    const operand = () => pick(OPERANDS);
    const operands = () => Array.from({ length: 1 + Math.floor(random() * 3) }, operand);
    const condition = (): unknown => {
      switch (Math.floor(random() * 14)) {
        case 0:
          return operand();
        case 1:
          return new RegExp(pick(PATTERNS), pick(['', 'i']));
        case 2:
          return { $eq: operand() };
        case 3:
          return { $ne: operand() };
        case 4:
          return { $in: random() < 0.1 ? [] : operands() };
        case 5:
          return { $nin: operands() };
        case 6:
          return { $all: operands() };
        case 7:
          return { [pick(['$gt', '$gte', '$lt', '$lte'])]: operand() };
        case 8:
          return { $gte: operand(), $lt: operand() };
        case 9:
          return {
            $regex: pick(PATTERNS),
            ...(random() < 0.5 ? { $options: pick(['i', 'm', 'is']) } : {}),
          };
        case 10:
          return { $regex: new RegExp(pick(PATTERNS), 'i') };
        case 12:
          return pick([null, { $eq: null }]);
        case 13:
          return { $ne: null };
        default:
          return { $regex: pick(PATTERNS), $ne: operand() };
      }
    };
    const filter = (depth: number): Doc => {
      const out: Doc = {};
      const parts = 1 + Math.floor(random() * 2);
      for (let i = 0; i < parts; i += 1) {
        if (depth < 2 && random() < 0.3) {
          const logical = pick(['$and', '$or', '$nor']);
          out[logical] = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
            filter(depth + 1),
          );
        } else {
          out[pick(FIELDS)] = condition();
        }
      }
      return out;
    };
    const documents: Doc[] = Array.from({ length: 40 }, (_, n) => {
      const doc: Doc = { _id: `d${n}` };
      for (const field of FIELDS) {
        const value = pick(VALUES);
        if (value !== undefined) doc[field] = value;
      }
      return doc;
    });

    let compared = 0;
    let matched = 0;
    for (let round = 0; round < 1500; round += 1) {
      const query = filter(0);
      const fast = compileFastFilter(query);
      if (!fast) throw new Error(`not compiled: ${describeFilter(query)}`);
      const mingo = new Query(query, {});
      for (const doc of documents) {
        const expected = mingo.test(doc);
        if (fast(doc) !== expected) {
          throw new Error(
            `${describeFilter(query)} on ${describeFilter(doc)}: mingo ${expected}, fast ${!expected}`,
          );
        }
        compared += 1;
        if (expected) matched += 1;
      }
    }
    expect(compared).toBe(1500 * 40);
    // Both answers are well represented, so agreement says something.
    expect(matched / compared).toBeGreaterThan(0.1);
    expect(matched / compared).toBeLessThan(0.9);
  });

  it('matches what searches send', () => {
    const search = {
      $and: [
        { searchKeys: 'marlo' },
        { $and: [{ locationText: { $regex: 'madrid' } }, { roles: { $in: ['actor'] } }] },
      ],
    };
    const test = compileFastFilter(search);
    expect(
      test?.({ searchKeys: ['mar', 'marlo'], locationText: 'madrid, spain', roles: ['actor'] }),
    ).toBe(true);
    expect(test?.({ searchKeys: ['mar', 'marlo'], locationText: 'lisbon', roles: ['actor'] })).toBe(
      false,
    );
    const elsewhere = compileFastFilter({
      $nor: [{ $and: [{ titleText: { $regex: '(?:^| )ma' } }] }],
    });
    expect(elsewhere?.({ titleText: 'alex mar' })).toBe(false);
    expect(elsewhere?.({ titleText: 'alex' })).toBe(true);
    const live = compileFastFilter({
      $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date(2000) } }],
    });
    expect(live?.({})).toBe(true);
    expect(live?.({ expiresAt: new Date(3000) })).toBe(true);
    expect(live?.({ expiresAt: new Date(1000) })).toBe(false);
  });

  it.each([
    ['a path', { 'a.b': 1 }],
    ['$expr', { $expr: { $eq: ['$a', 1] } }],
    ['$exists', { a: { $exists: true } }],
    ['$elemMatch', { a: { $elemMatch: { b: 1 } } }],
    ['an embedded document', { a: { b: 1 } }],
    ['an array operand', { a: ['x'] }],
    ['a regex in $in', { a: { $in: [/x/] } }],
    ['the x option', { a: { $regex: 'x', $options: 'x' } }],
    ['a global regex', { a: /x/g }],
    ['$options alone', { a: { $options: 'i' } }],
    ['an empty $and', { $and: [] }],
    ['an unknown operator', { a: { $near: [0, 0] } }],
    ['a prototype key', { constructor: 'x' }],
    ['an ObjectId', { a: new ObjectId('64b7f0c2a1b2c3d4e5f60718') }],
    ['NaN', { a: Number.NaN }],
    ['an invalid pattern', { a: { $regex: '(' } }],
  ])('leaves %s to mingo', (_, query) => {
    expect(compileFastFilter(query as Doc)).toBeUndefined();
  });
});

function describeFilter(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v instanceof RegExp ? `/${v.source}/${v.flags}` : v === undefined ? 'undefined' : v,
  );
}
