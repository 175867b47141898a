import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Account, NewAccount } from '../account';
import type { AccountPort } from '../account-port';
import { PasswordHasher } from '../credentials/password-hasher';
import { AccountRepository, type StoredAccount } from './account.repository';
import { AccountAlreadyExistsError } from '../account-already-exists.error';
import { SessionTermination } from '../../idp/sessions/session-termination';

function withoutSecret({ passwordHash: _passwordHash, ...account }: StoredAccount): Account {
  return account;
}

/** Accounts kept in the identity database; also checks passwords for the embedded IdP. */
@Injectable()
export class LocalAccountAdapter implements AccountPort {
  constructor(
    private readonly repository: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTermination,
  ) {}

  async findById(id: string): Promise<Account | null> {
    const account = await this.repository.findById(id);
    return account && withoutSecret(account);
  }

  async findByEmail(email: string): Promise<Account | null> {
    const account = await this.repository.findByEmail(email.toLowerCase());
    return account && withoutSecret(account);
  }

  async findByUsername(username: string): Promise<Account | null> {
    const account = await this.repository.findByUsername(username);
    return account && withoutSecret(account);
  }

  async create(account: NewAccount): Promise<Account> {
    const email = account.email.toLowerCase();
    if (await this.repository.findByEmail(email)) {
      throw new AccountAlreadyExistsError('email');
    }
    if (await this.repository.findByUsername(account.username)) {
      throw new AccountAlreadyExistsError('username');
    }
    // The unique indexes settle a race between two sign-ups that both passed the checks above.
    const created = await this.repository.insert({
      _id: randomUUID(),
      email,
      username: account.username,
      passwordHash: await this.hasher.hash(account.password),
      emailVerified: account.emailVerified,
      roles: [...new Set(['user', ...(account.extraRoles ?? [])])],
      fullName: account.fullName,
    });
    return withoutSecret(created);
  }

  async setPassword(id: string, password: string): Promise<void> {
    await this.repository.updatePasswordHash(id, await this.hasher.hash(password));
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.repository.markEmailVerified(id);
  }

  /** Local accounts sign in at the embedded IdP, so their sessions are its sessions. */
  async endSessions(id: string): Promise<void> {
    await this.sessions.endAllOfAccount(id);
  }

  async delete(id: string): Promise<void> {
    await this.repository.delete(id);
  }

  /** The account when e-mail and password match; null otherwise, after the same amount of work either way. */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const account = await this.repository.findByEmail(email.toLowerCase());
    if (!account) {
      return this.hasher.verifyAgainstDecoy(password).then(() => null);
    }
    return (await this.hasher.verify(password, account.passwordHash))
      ? withoutSecret(account)
      : null;
  }
}
