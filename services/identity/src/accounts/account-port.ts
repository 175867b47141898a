import type { Account, NewAccount } from './account';

/** Where accounts live: the identity database (local) or Keycloak (admin REST API). */
export interface AccountPort {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  findByUsername(username: string): Promise<Account | null>;
  create(account: NewAccount): Promise<Account>;
  setPassword(id: string, password: string): Promise<void>;
  markEmailVerified(id: string): Promise<void>;
}

export const ACCOUNT_PORT = Symbol('ACCOUNT_PORT');
