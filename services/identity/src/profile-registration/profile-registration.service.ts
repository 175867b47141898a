import { Injectable } from '@nestjs/common';
import { EventBus, QueryClient } from '@filmcollab/service-kit';
import { ReserveUsernameQuery, UserRegisteredEvent } from '@filmcollab/contracts';
import type { Account } from '../accounts/account';
import { ProfilesUnavailableError } from './profiles-unavailable.error';

export type ProfileRegistrationOutcome = 'registered' | 'username-taken';

/**
 * Gives an account its profile, for sign-up and the seed alike: reserves the username with
 * profiles (which creates the profile; atomic there, and answering yes again to the same account)
 * and, once reserved, announces `identity.user.registered` under an id fixed per account, so
 * registering an account twice publishes one event.
 */
@Injectable()
export class ProfileRegistrationService {
  constructor(
    private readonly queries: QueryClient,
    private readonly events: EventBus,
  ) {}

  /** Throws `ProfilesUnavailableError` when profiles does not answer the reservation. */
  async register(account: Account, fullName: string): Promise<ProfileRegistrationOutcome> {
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
    await this.events.publish(
      UserRegisteredEvent,
      { userId: account.id, email: account.email, username: account.username, fullName },
      { eventId: registeredEventId(account.id) },
    );
    return 'registered';
  }
}

export function registeredEventId(accountId: string): string {
  return `identity.user.registered:${accountId}`;
}
