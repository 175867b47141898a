import { escapeRegex } from './escape-regex';

describe('escapeRegex', () => {
  it('makes every metacharacter match itself', () => {
    const text = 'a.b*c+(d)?[e]{2}^$|\\';
    expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});
