import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventBus, QueryClient } from '@filmcollab/service-kit';
import {
  ReserveUsernameQuery,
  SignUpMessages,
  UserRegisteredEvent,
  UsernameAvailabilityQuery,
  type SignUpResponse,
  type ValidSignUpRequest,
} from '@filmcollab/contracts';
import { AccountAlreadyExistsError } from '../accounts/account-already-exists.error';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import type { Account } from '../accounts/account';
import { IdentityErrors } from '../common/identity-errors';
import { EmailVerificationService } from '../email-verification/email-verification.service';

/**
 * Sign-up after the field rules (spec order, checked by the contracts schema): username
 * availability, e-mail uniqueness, an unverified account, the username reservation in profiles
 * (which creates the profile and is atomic there, so a username is never taken twice), then the
 * `identity.user.registered` event and the verification e-mail.
 */
@Injectable()
export class SignUpService {
  private readonly logger = new Logger(SignUpService.name);

  constructor(
    @Inject(ACCOUNT_PORT) private readonly accounts: AccountPort,
    private readonly queries: QueryClient,
    private readonly events: EventBus,
    private readonly verification: EmailVerificationService,
  ) {}

  async signUp(request: ValidSignUpRequest): Promise<SignUpResponse> {
    const { username, fullName, password } = request;
    const email = request.email.toLowerCase();
    const availability = await this.queries
      .request(UsernameAvailabilityQuery, { username })
      .catch(() => {
        throw IdentityErrors.usernameCheckFailed();
      });
    if (!availability.available) throw IdentityErrors.usernameTaken();
    if (await this.accounts.findByEmail(email)) throw IdentityErrors.emailTaken();

    const account = await this.createAccount({ email, username, password, fullName });
    await this.reserveUsername(account, fullName);
    await this.events.publish(
      UserRegisteredEvent,
      { userId: account.id, email, username, fullName },
      { eventId: `identity.user.registered:${account.id}` },
    );
    await this.verification.sendLink(account, fullName);
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
          ? IdentityErrors.emailTaken()
          : IdentityErrors.usernameTaken();
      }
      throw error;
    }
  }

  /** Profiles decides who gets a username; without its yes the new account is removed again. */
  private async reserveUsername(account: Account, fullName: string): Promise<void> {
    let reserved: boolean;
    try {
      ({ reserved } = await this.queries.request(ReserveUsernameQuery, {
        userId: account.id,
        username: account.username,
        fullName,
        email: account.email,
      }));
    } catch (error) {
      this.logger.warn(
        `username reservation for ${account.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      await this.accounts.delete(account.id);
      throw IdentityErrors.usernameCheckFailed();
    }
    if (!reserved) {
      await this.accounts.delete(account.id);
      throw IdentityErrors.usernameTaken();
    }
  }
}
