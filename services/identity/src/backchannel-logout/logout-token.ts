/** What a verified logout token tells: which Keycloak session ended, and the token's identity. */
export interface LogoutToken {
  sessionId: string;
  jti: string;
  issuedAt: Date;
}
