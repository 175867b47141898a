import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Clock, DomainError } from '@filmcollab/service-kit';
import { IdentityErrors } from '@filmcollab/contracts';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';
import { LocalAccountAdapter } from '../../accounts/local/local-account.adapter';
import type { Account } from '../../accounts/account';
import { IdpSessionRepository } from './idp-session.repository';
import { SessionTermination } from './session-termination';
import { BruteForceProtection } from '../brute-force/brute-force-protection';
import type { IdpSession } from './idp-session';

export interface OpenedSession {
  session: IdpSession;
  account: Account;
  /** The secret for the session cookie; only its hash is stored. */
  cookieValue: string;
}

const hashCookie = (value: string) => createHash('sha256').update(value).digest('base64url');

/** IdP sessions: opened by a correct password, found again by the browser's cookie, ended by logout or refresh-token reuse. */
@Injectable()
export class IdpSessionService {
  constructor(
    private readonly repository: IdpSessionRepository,
    private readonly termination: SessionTermination,
    private readonly bruteForce: BruteForceProtection,
    private readonly accounts: LocalAccountAdapter,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      'SSO_SESSION_MAX_SECONDS' | 'REMEMBER_ME_SESSION_MAX_SECONDS'
    >,
  ) {}

  /**
   * A new session when the credentials are right; null otherwise, without telling which part was
   * wrong. Right credentials of an unverified address are refused with a request to verify it
   * (only the password's owner learns that, so it reveals nothing to others). `client` is the
   * client's address, for brute-force detection.
   */
  async open(
    email: string,
    password: string,
    rememberMe: boolean,
    client: string,
  ): Promise<OpenedSession | null> {
    const account = await this.bruteForce.guard(email, client, () =>
      this.accounts.verifyCredentials(email, password),
    );
    if (!account) {
      return null;
    }
    if (!account.emailVerified) {
      throw new DomainError(IdentityErrors.EMAIL_NOT_VERIFIED);
    }
    const now = this.clock.now();
    const lifetime = rememberMe
      ? this.config.REMEMBER_ME_SESSION_MAX_SECONDS
      : this.config.SSO_SESSION_MAX_SECONDS;
    const cookieValue = randomBytes(32).toString('base64url');
    const session = await this.repository.insert({
      _id: randomUUID(),
      accountId: account.id,
      cookieHash: hashCookie(cookieValue),
      rememberMe,
      authTime: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
      revokedAt: null,
    });
    return { session, account, cookieValue };
  }

  async findActiveByCookie(cookieValue: string | undefined): Promise<IdpSession | null> {
    if (!cookieValue) {
      return null;
    }
    return this.activeOrNull(await this.repository.findByCookieHash(hashCookie(cookieValue)));
  }

  async findActive(sessionId: string): Promise<IdpSession | null> {
    return this.activeOrNull(await this.repository.findById(sessionId));
  }

  async end(sessionId: string): Promise<void> {
    await this.termination.end(sessionId);
  }

  private activeOrNull(session: IdpSession | null): IdpSession | null {
    if (!session || session.revokedAt || session.expiresAt <= this.clock.now()) {
      return null;
    }
    return session;
  }
}
