import { Clock, DomainError, UnitOfWork } from '@filmcollab/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import {
  IdentityErrors,
  PasswordResetMessages,
  type PasswordResetResponse,
} from '@filmcollab/contracts';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';
import { MailOutbox } from '../mail/mail-outbox';
import { passwordResetMail } from '../mail/mail-templates';
import { newOneTimeCode, oneTimeCodeMatches } from './one-time-code';
import { ResetCodeRepository } from './reset-code.repository';
import { RateLimiter } from '../throttling/rate-limiter';

/** Spec: codes expire after 10 minutes and allow at most 5 wrong attempts. */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
const DAY_SECONDS = 86_400;

/**
 * Forgot password: a one-time code is e-mailed to the address (when it has an account), then the
 * code and a new password set it. Answers never reveal whether an address has an account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly codes: ResetCodeRepository,
    private readonly rateLimiter: RateLimiter,
    @Inject(ACCOUNT_PORT) private readonly accounts: AccountPort,
    private readonly mail: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      | 'PUBLIC_URL'
      | 'PASSWORD_RESET_MAX_REQUESTS'
      | 'PASSWORD_RESET_WINDOW_SECONDS'
      | 'PASSWORD_RESET_MAX_GUESSES_PER_DAY'
      | 'PASSWORD_RESET_MAX_GUESSES_PER_CLIENT_PER_DAY'
    >,
  ) {}

  async requestCode(address: string): Promise<PasswordResetResponse> {
    const email = address.toLowerCase();
    // Counted before looking the address up, so the limit behaves the same for every address.
    const allowed = await this.rateLimiter.allows(
      {
        name: 'password-reset-request',
        max: this.config.PASSWORD_RESET_MAX_REQUESTS,
        windowSeconds: this.config.PASSWORD_RESET_WINDOW_SECONDS,
      },
      email,
    );
    if (!allowed) throw new DomainError(IdentityErrors.RESET_RATE_LIMITED);
    const account = await this.accounts.findByEmail(email);
    if (account) {
      const { code, salt, codeHash } = newOneTimeCode();
      const expiresAt = new Date(this.clock.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
      const link = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/reset-password?email=${encodeURIComponent(email)}`;
      // The code is stored only with its e-mail, so no code exists that was never sent.
      await this.unitOfWork.run(async () => {
        await this.codes.replace({ email, accountId: account.id, salt, codeHash, expiresAt });
        await this.mail.send(account.email, passwordResetMail(code, link, RESET_CODE_TTL_MINUTES));
      });
    }
    return { success: true, message: PasswordResetMessages.sent };
  }

  async confirm(
    address: string,
    code: string,
    newPassword: string,
    client: string,
  ): Promise<PasswordResetResponse> {
    const email = address.toLowerCase();
    await this.countGuess(email, client);
    const stored = await this.codes.claimAttempt(email, this.clock.now(), RESET_CODE_MAX_ATTEMPTS);
    if (!stored) throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    if (!oneTimeCodeMatches(stored.salt, code, stored.codeHash)) {
      if (stored.attempts >= RESET_CODE_MAX_ATTEMPTS) {
        await this.codes.delete(stored.email);
        throw new DomainError(IdentityErrors.RESET_TOO_MANY_ATTEMPTS);
      }
      throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    }
    if (!(await this.codes.consume(stored.email, stored.codeHash))) {
      throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    }
    await this.accounts.setPassword(stored.accountId, newPassword);
    // The code reached this mailbox, which proves the address as well as a verification link.
    await this.accounts.markEmailVerified(stored.accountId);
    // Whoever knew the old password may hold a session: a reset signs the account out everywhere.
    await this.accounts.endSessions(stored.accountId);
    return { success: true, message: PasswordResetMessages.updated };
  }

  /**
   * Five guesses per code and three codes per quarter hour would still allow ~1,400 guesses a day at
   * a 6-digit code: guesses are capped per address and per client per day as well, counted for every
   * address alike (known or not) and before the code is looked at.
   */
  private async countGuess(email: string, client: string): Promise<void> {
    const perClient = await this.rateLimiter.allows(
      {
        name: 'password-reset-guess-client',
        max: this.config.PASSWORD_RESET_MAX_GUESSES_PER_CLIENT_PER_DAY,
        windowSeconds: DAY_SECONDS,
      },
      client,
    );
    const perAddress = await this.rateLimiter.allows(
      {
        name: 'password-reset-guess',
        max: this.config.PASSWORD_RESET_MAX_GUESSES_PER_DAY,
        windowSeconds: DAY_SECONDS,
      },
      email,
    );
    if (!perClient || !perAddress) {
      throw new DomainError(IdentityErrors.RESET_GUESSES_EXHAUSTED);
    }
  }
}
