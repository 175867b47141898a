import { DocumentNumbers } from './document-numbers';
import { IdBitset } from './id-bitset';

describe('IdBitset', () => {
  it('holds what was added and not deleted, growing past its size', () => {
    const bits = new IdBitset();
    for (const number of [0, 31, 32, 33, 1000, 70_000]) bits.add(number);
    bits.delete(32);
    bits.delete(5_000_000);
    expect([0, 31, 32, 33, 1000, 70_000, 1, 999, 1_000_000].filter((n) => bits.has(n))).toEqual([
      0, 31, 33, 1000, 70_000,
    ]);
  });
});

describe('DocumentNumbers', () => {
  it('keeps one number per id and gives a released number to the next new id', () => {
    const numbers = new DocumentNumbers();
    expect([numbers.of('a'), numbers.of('b'), numbers.of('a')]).toEqual([0, 1, 0]);
    numbers.release('a');
    numbers.release('unknown');
    expect([numbers.of('c'), numbers.of('d'), numbers.of('b')]).toEqual([0, 2, 1]);
  });
});
