export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  sessionId: string;
  accountId: string;
  nonce: string | null;
  scope: string;
  expiresAt: Date;
}
