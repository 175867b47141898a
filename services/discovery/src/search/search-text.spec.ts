import { escapeRegex, queryWords, toSearchText } from './search-text';

describe('search text', () => {
  it('lower-cases, spells role ids as words and drops empty parts', () => {
    expect(toSearchText('Ana  SOUZA', null, ['sound_designer', 'actor'], '')).toBe(
      'ana souza sound designer actor',
    );
  });

  it('splits a query into at most 8 distinct lower-cased words', () => {
    expect(queryWords('  Sound_Designer  sound LISBON ')).toEqual(['sound', 'designer', 'lisbon']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords(undefined)).toEqual([]);
  });

  it('escapes regular expression characters so they match themselves', () => {
    expect(new RegExp(escapeRegex('c++ (s.f.)')).test('a c++ (s.f.) crew')).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
  });
});
