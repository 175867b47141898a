import { escapeRegex } from './escape-regex';

describe('escapeRegex', () => {
  it('matches the text literally, special characters included', () => {
    expect(new RegExp(escapeRegex('c++ (s.f.) [x]')).test('a c++ (s.f.) [x] crew')).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
    expect(new RegExp(`^${escapeRegex('$5^')}$`).test('$5^')).toBe(true);
  });
});
