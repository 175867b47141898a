import { escapeRegex } from '@filmcollab/service-kit';
import { allWordsIn, queryKey, queryWords, searchKeys, toSearchText } from './search-text';

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

  it('drops punctuation between words', () => {
    expect(toSearchText('Lisbon, Portugal', '(s.f.) C++')).toBe('lisbon portugal s f c++');
  });

  it('keys each word by its beginnings of three to six letters, and a query by its longest word', () => {
    expect(searchKeys('night shift in lisbon at night')).toEqual([
      'nig',
      'nigh',
      'night',
      'shi',
      'shif',
      'shift',
      'lis',
      'lisb',
      'lisbo',
      'lisbon',
    ]);
    expect(searchKeys('cinematographer')).toEqual(['cin', 'cine', 'cinem', 'cinema']);
    expect(queryKey(['at', 'lisbon', 'noir'])).toBe('lisbon');
    expect(queryKey(['at', 'cinematog'])).toBe('cinema');
    expect(queryKey(['lis'])).toBe('lis');
    expect(queryKey(['at', 'in'])).toBeNull();
  });

  it('gives every text holding a word that starts with the query word the query key', () => {
    for (const query of ['lis', 'lisb', 'lisbon', 'cinematographers', 'nigh']) {
      const key = queryKey([query]);
      expect(searchKeys('cinematographers at night in lisbon')).toContain(key);
    }
  });

  it('matches a query word only where a word starts', () => {
    const [filter] = allWordsIn('searchText', ['ight']);
    const pattern = new RegExp((filter.searchText as { $regex: string }).$regex);
    expect(pattern.test('night shift')).toBe(false);
    expect(pattern.test('ightly night')).toBe(true);
    const [shi] = allWordsIn('t', ['shi']);
    expect(new RegExp((shi.t as { $regex: string }).$regex).test('night shift')).toBe(true);
  });
});
