import { resolveMentions } from './mentions';

const members = [
  { id: 'u1', username: 'ada', fullName: 'Ada Lovelace', profileImageUrl: null },
  { id: 'u2', username: 'grace_h', fullName: 'Grace Hopper', profileImageUrl: null },
  { id: 'u3', username: 'alan', fullName: 'Alan Turing', profileImageUrl: null },
];

describe('resolveMentions', () => {
  it('resolves usernames case-insensitively', () => {
    expect(resolveMentions('Thanks @ADA and @grace_h!', members)).toEqual(['u1', 'u2']);
  });

  it('falls back to a partial full-name match', () => {
    expect(resolveMentions('ping @hopper', members)).toEqual(['u2']);
    expect(resolveMentions('ping @alan_tur', members)).toEqual(['u3']);
  });

  it('ignores e-mail addresses and unknown names', () => {
    expect(resolveMentions('mail ada@example.com or @nobody', members)).toEqual([]);
  });
});
