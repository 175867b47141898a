import { escapeRegex } from '@filmcollab/service-kit';
import { allWordsIn, queryWords, searchKeys, toSearchText, wordConditions } from './search-text';

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

  it('keys each word by its beginnings of three to six letters', () => {
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
  });

  it('decides a word of three to six letters by its key alone, and confirms others by regex', () => {
    const regexOf = (word: string) => allWordsIn('searchText', [word])[0];
    expect(wordConditions(['lisbon'])).toEqual([{ searchKeys: 'lisbon' }]);
    expect(wordConditions(['at', 'noir', 'lisbon'])).toEqual([
      { searchKeys: { $all: ['lisbon', 'noir'] } },
      regexOf('at'),
    ]);
    expect(wordConditions(['cinematog'])).toEqual([{ searchKeys: 'cinema' }, regexOf('cinematog')]);
    expect(wordConditions(['at', 'in'])).toEqual([regexOf('at'), regexOf('in')]);
    expect(wordConditions([])).toEqual([]);
  });

  it('matches by the word conditions exactly the texts where every word starts a word', () => {
    const texts = ['cinematographers at night in lisbon', 'a night shift', 'lisboa nights'];
    const queries = [['lis'], ['lisbon'], ['nigh', 'lis'], ['cinematographers'], ['cinematic']];
    for (const text of texts) {
      for (const words of queries) {
        const keys = searchKeys(text);
        const byConditions = wordConditions(words).every((condition) => {
          const key = condition.searchKeys as string | { $all: string[] } | undefined;
          if (typeof key === 'string') return keys.includes(key);
          if (key) return key.$all.every((k) => keys.includes(k));
          const pattern = (condition.searchText as { $regex: string }).$regex;
          return new RegExp(pattern).test(text);
        });
        const expected = words.every((word) => text.split(' ').some((w) => w.startsWith(word)));
        expect({ text, words, matches: byConditions }).toEqual({ text, words, matches: expected });
      }
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
