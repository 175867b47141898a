import { Clock } from '@filmcollab/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import type { Account } from '../accounts/account';
import { hashSecret } from '../common/secret-hash';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';
import { MailOutbox } from '../mail/mail-outbox';
import { verificationMail } from '../mail/mail-templates';
import { VerificationTokenRepository } from './verification-token.repository';

/** E-mail verification: a one-time expiring link is mailed at sign-up; following it verifies the address. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly tokens: VerificationTokenRepository,
    @Inject(ACCOUNT_PORT) private readonly accounts: AccountPort,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<IdentityConfig, 'PUBLIC_URL' | 'EMAIL_VERIFICATION_TTL_SECONDS'>,
  ) {}

  async sendLink(account: Account, fullName: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const ttl = this.config.EMAIL_VERIFICATION_TTL_SECONDS;
    await this.tokens.insert(
      hashSecret(token),
      account.id,
      new Date(this.clock.now().getTime() + ttl * 1000),
    );
    const link = `${this.publicUrl()}/api/identity/email-verification?token=${encodeURIComponent(token)}`;
    await this.mail.send(account.email, verificationMail(fullName, link, Math.round(ttl / 3600)));
  }

  /** Verifies the address behind a link; answers where the browser goes next. */
  async verify(token: string): Promise<string> {
    const consumed = token ? await this.tokens.consume(hashSecret(token), this.clock.now()) : null;
    if (!consumed) {
      return `${this.publicUrl()}/auth?verified=false`;
    }
    await this.accounts.markEmailVerified(consumed.accountId);
    return `${this.publicUrl()}/auth?verified=true`;
  }

  private publicUrl(): string {
    return this.config.PUBLIC_URL.replace(/\/+$/, '');
  }
}
