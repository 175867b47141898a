import type { Account, NewAccount } from './account';

/** Where accounts live: the identity database (local) or Keycloak (admin REST API). */
export interface AccountPort {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  findByUsername(username: string): Promise<Account | null>;
  /** Throws `AccountAlreadyExistsError` (with the field) when the e-mail or username is taken. */
  create(account: NewAccount): Promise<Account>;
  setPassword(id: string, password: string): Promise<void>;
  markEmailVerified(id: string): Promise<void>;
  /** Signs the account out everywhere: revokes every open IdP session (Keycloak's "sign out all sessions"). */
  endSessions(id: string): Promise<void>;
  /** Removes an account; used to undo a sign-up whose username reservation failed. */
  delete(id: string): Promise<void>;
}

export const ACCOUNT_PORT = Symbol('ACCOUNT_PORT');
