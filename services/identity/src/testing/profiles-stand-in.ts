import {
  CommonErrors,
  ReserveUsernameQuery,
  UsernameAvailabilityQuery,
} from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import type { QueryStandIn, ServiceHarness } from '@filmcollab/service-kit/testing';

/**
 * Answers the two username queries in place of the profiles service. Reservations are atomic like
 * the real one (check and insert happen in one synchronous step), keyed case-insensitively.
 */
export class ProfilesStandIn {
  /** username (lower case) → userId */
  readonly reserved = new Map<string, string>();
  availabilityFails = false;
  reservationFails = false;

  private constructor(
    private readonly availability: QueryStandIn<typeof UsernameAvailabilityQuery>,
    private readonly reservations: QueryStandIn<typeof ReserveUsernameQuery>,
  ) {}

  static async start(harness: ServiceHarness): Promise<ProfilesStandIn> {
    const standIn: { current?: ProfilesStandIn } = {};
    const availability = await harness.respondTo(UsernameAvailabilityQuery, ({ username }) => {
      const self = standIn.current!;
      if (self.availabilityFails) throw unavailable();
      return { available: !self.reserved.has(username.toLowerCase()) };
    });
    const reservations = await harness.respondTo(ReserveUsernameQuery, ({ username, userId }) => {
      const self = standIn.current!;
      if (self.reservationFails) throw unavailable();
      const key = username.toLowerCase();
      // Like profiles: the same account asking again (a retried sign-up, the seed) keeps its yes.
      if (self.reserved.has(key)) return { reserved: self.reserved.get(key) === userId };
      self.reserved.set(key, userId);
      return { reserved: true };
    });
    standIn.current = new ProfilesStandIn(availability, reservations);
    return standIn.current;
  }

  /** Every reservation request received, valid ones only. */
  get reservationRequests(): unknown[] {
    return this.reservations.requests;
  }

  /** Marks a username as held by someone else (e.g. changed to it on a profile). */
  hold(username: string, userId = 'someone-else'): void {
    this.reserved.set(username.toLowerCase(), userId);
  }

  stop(): void {
    this.availability.stop();
    this.reservations.stop();
  }
}

/** What a profiles service with its database down answers. */
function unavailable(): DomainError {
  return new DomainError(CommonErrors.SERVICE_UNAVAILABLE, { message: 'database down' });
}
