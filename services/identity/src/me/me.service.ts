import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type AuthenticatedUser } from '@filmcollab/service-kit';
import { IdentityErrors, type MeResponse } from '@filmcollab/contracts';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';

@Injectable()
export class MeService {
  constructor(@Inject(ACCOUNT_PORT) private readonly accounts: AccountPort) {}

  /** The account behind a verified access token, as stored now (roles as the token grants them). */
  async me(user: AuthenticatedUser): Promise<MeResponse> {
    const account = await this.accounts.findById(user.id);
    if (!account) {
      throw new DomainError(IdentityErrors.ACCOUNT_NOT_FOUND);
    }
    return {
      id: account.id,
      email: account.email,
      username: account.username,
      emailVerified: account.emailVerified,
      roles: user.roles,
      ...(account.fullName ? { fullName: account.fullName } : {}),
    };
  }
}
