import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, QueryClient } from '@filmcollab/service-kit';
import {
  IdentityErrors,
  SignUpMessages,
  UsernameAvailabilityQuery,
  type SignUpResponse,
  type ValidSignUpRequest,
} from '@filmcollab/contracts';
import { AccountAlreadyExistsError } from '../accounts/account-already-exists.error';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import type { Account } from '../accounts/account';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import {
  ProfileRegistrationService,
  type ProfileRegistrationOutcome,
} from '../profile-registration/profile-registration.service';
import { ProfilesUnavailableError } from '../profile-registration/profiles-unavailable.error';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';
import { RateLimiter } from '../throttling/rate-limiter';

/**
 * Sign-up after the field rules (spec order, checked by the contracts schema): username
 * availability, e-mail uniqueness, an unverified account, the username reservation in profiles
 * and the `identity.user.registered` event (`ProfileRegistrationService`, shared with the seed),
 * then the verification e-mail.
 */
@Injectable()
export class SignUpService {
  private readonly logger = new Logger(SignUpService.name);

  constructor(
    @Inject(ACCOUNT_PORT) private readonly accounts: AccountPort,
    private readonly queries: QueryClient,
    private readonly profiles: ProfileRegistrationService,
    private readonly verification: EmailVerificationService,
    private readonly rateLimiter: RateLimiter,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<IdentityConfig, 'SIGN_UP_MAX_PER_CLIENT_PER_MINUTE'>,
  ) {}

  async signUp(request: ValidSignUpRequest, client: string): Promise<SignUpResponse> {
    const { username, fullName, password } = request;
    const email = request.email.toLowerCase();
    // The spec's 'already exists' text tells whether an address has an account; throttling every
    // attempt per client keeps that from becoming a bulk lookup.
    const allowed = await this.rateLimiter.allows(
      { name: 'sign-up', max: this.config.SIGN_UP_MAX_PER_CLIENT_PER_MINUTE, windowSeconds: 60 },
      client,
    );
    if (!allowed) throw new DomainError(IdentityErrors.SIGN_UP_RATE_LIMITED);
    const availability = await this.queries
      .request(UsernameAvailabilityQuery, { username })
      .catch(() => {
        throw new DomainError(IdentityErrors.USERNAME_CHECK_FAILED);
      });
    if (!availability.available) throw new DomainError(IdentityErrors.USERNAME_TAKEN);
    if (await this.accounts.findByEmail(email)) throw new DomainError(IdentityErrors.EMAIL_TAKEN);

    const account = await this.createAccount({ email, username, password, fullName });
    await this.registerProfile(account, fullName);
    return { message: SignUpMessages.success };
  }

  private async createAccount(fields: {
    email: string;
    username: string;
    password: string;
    fullName: string;
  }): Promise<Account> {
    try {
      return await this.accounts.create({ ...fields, emailVerified: false });
    } catch (error) {
      if (error instanceof AccountAlreadyExistsError) {
        throw error.field === 'email'
          ? new DomainError(IdentityErrors.EMAIL_TAKEN)
          : new DomainError(IdentityErrors.USERNAME_TAKEN);
      }
      throw error;
    }
  }

  /** Profiles decides who gets a username; without its yes the new account is removed again. */
  private async registerProfile(account: Account, fullName: string): Promise<void> {
    let outcome: ProfileRegistrationOutcome;
    try {
      // The registration event, the verification token and its e-mail commit together.
      outcome = await this.profiles.register(account, fullName, () =>
        this.verification.sendLink(account, fullName),
      );
    } catch (error) {
      if (!(error instanceof ProfilesUnavailableError)) throw error;
      this.logger.warn(`username reservation for ${account.id} failed: ${error.reason}`);
      await this.accounts.delete(account.id);
      throw new DomainError(IdentityErrors.USERNAME_CHECK_FAILED);
    }
    if (outcome === 'username-taken') {
      await this.accounts.delete(account.id);
      throw new DomainError(IdentityErrors.USERNAME_TAKEN);
    }
  }
}
