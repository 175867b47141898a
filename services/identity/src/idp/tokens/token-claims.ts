import type { JWTPayload } from 'jose';

export type TokenType = 'Bearer' | 'ID' | 'Refresh';

/** Claims the IdP reads back from its own tokens. */
export interface VerifiedToken extends JWTPayload {
  sub: string;
  typ: TokenType;
  azp: string;
  sid: string;
  jti: string;
  exp: number;
  nonce?: string;
  scope?: string;
}
