import { verifyS256 } from './pkce';

describe('verifyS256', () => {
  // RFC 7636 Appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('accepts the RFC 7636 example pair', () => {
    expect(verifyS256(verifier, challenge)).toBe(true);
  });

  it('refuses another verifier, the plain method and malformed verifiers', () => {
    expect(verifyS256(`${verifier.slice(0, -1)}l`, challenge)).toBe(false);
    expect(verifyS256(challenge, challenge)).toBe(false);
    expect(verifyS256('short', challenge)).toBe(false);
  });
});
