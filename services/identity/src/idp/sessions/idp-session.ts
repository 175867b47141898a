export interface IdpSession {
  id: string;
  accountId: string;
  rememberMe: boolean;
  authTime: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}
