import { Injectable } from '@nestjs/common';
import { Outbox, QueryClient, UnitOfWork } from '@filmcollab/service-kit';
import { ReserveUsernameQuery, UserRegisteredEvent } from '@filmcollab/contracts';
import type { Account } from '../accounts/account';
import { ProfilesUnavailableError } from './profiles-unavailable.error';

export type ProfileRegistrationOutcome = 'registered' | 'username-taken';

/**
 * Gives an account its profile, for sign-up and the seed alike: reserves the username with
 * profiles (which creates the profile; atomic there, and answering yes again to the same account)
 * and, once reserved, stores `identity.user.registered` in the outbox under an id fixed per account,
 * so registering an account twice publishes one event. Callers run it in a unit of work when more
 * is written with it.
 */
@Injectable()
export class ProfileRegistrationService {
  constructor(
    private readonly queries: QueryClient,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Throws `ProfilesUnavailableError` when profiles does not answer the reservation. Once reserved,
   * the event and whatever `alongside` writes are stored in one unit of work (the reservation, a
   * call to another service, stays outside any transaction).
   */
  async register(
    account: Account,
    fullName: string,
    alongside: () => Promise<void> = async () => {},
  ): Promise<ProfileRegistrationOutcome> {
    let reserved: boolean;
    try {
      ({ reserved } = await this.queries.request(ReserveUsernameQuery, {
        userId: account.id,
        username: account.username,
        fullName,
        email: account.email,
      }));
    } catch (error) {
      throw new ProfilesUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (!reserved) return 'username-taken';
    await this.unitOfWork.run(async () => {
      await this.outbox.add(
        UserRegisteredEvent,
        { userId: account.id, email: account.email, username: account.username, fullName },
        { eventId: registeredEventId(account.id) },
      );
      await alongside();
    });
    return 'registered';
  }
}

export function registeredEventId(accountId: string): string {
  return `identity.user.registered:${accountId}`;
}
