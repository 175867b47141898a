import { tokenClaims, tokenValidityMs } from './token-claims';

const jwt = (payload: string) => `e30.${Buffer.from(payload).toString('base64url')}.signature`;

describe('tokenClaims', () => {
  it('decodes a JWT payload as UTF-8 JSON', () => {
    expect(tokenClaims(jwt('{"sub":"u1","name":"Zoë Ångström"}'))).toEqual({
      sub: 'u1',
      name: 'Zoë Ångström',
    });
  });

  it('is null for what is not a JWT with an object payload', () => {
    for (const token of [undefined, '', 'opaque', 'a.!!!.c', jwt('[1]'), jwt('null'), jwt('{')])
      expect(tokenClaims(token)).toBeNull();
  });
});

describe('tokenValidityMs', () => {
  it('counts the milliseconds to `exp`, and is null without one', () => {
    const now = Date.UTC(2026, 11, 7, 12);
    expect(tokenValidityMs(jwt(`{"exp":${now / 1000 + 90}}`), now)).toBe(90_000);
    expect(tokenValidityMs(jwt(`{"exp":${now / 1000 - 1}}`), now)).toBe(-1000);
    expect(tokenValidityMs(jwt('{"exp":"soon"}'), now)).toBeNull();
    expect(tokenValidityMs('opaque', now)).toBeNull();
  });
});
