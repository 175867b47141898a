import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { ReserveUsernameQuery, UsernameAvailabilityQuery } from '@filmcollab/contracts';

interface NestPacket {
  id?: string;
  data: unknown;
}

/**
 * Stands in for the profiles service on the test NATS: answers the two username queries in the
 * `@nestjs/microservices` reply format. Reservations are atomic like the real one (check and
 * insert happen in one synchronous step), keyed case-insensitively.
 */
export class ProfilesResponder {
  /** username (lower case) → userId */
  readonly reserved = new Map<string, string>();
  readonly reservationRequests: unknown[] = [];
  availabilityFails = false;
  reservationFails = false;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly subscriptions: Subscription[],
  ) {}

  static async start(natsUrl: string): Promise<ProfilesResponder> {
    const connection = await connect({ servers: natsUrl });
    const responder = new ProfilesResponder(connection, []);
    responder.answer(UsernameAvailabilityQuery.subject, (data) => {
      if (responder.availabilityFails) return null;
      const { username } = UsernameAvailabilityQuery.request.parse(data);
      return { available: !responder.reserved.has(username.toLowerCase()) };
    });
    responder.answer(ReserveUsernameQuery.subject, (data) => {
      responder.reservationRequests.push(data);
      if (responder.reservationFails) return null;
      const { username, userId } = ReserveUsernameQuery.request.parse(data);
      const key = username.toLowerCase();
      // Like profiles: the same account asking again (a retried sign-up, the seed) keeps its yes.
      if (responder.reserved.has(key)) return { reserved: responder.reserved.get(key) === userId };
      responder.reserved.set(key, userId);
      return { reserved: true };
    });
    await connection.flush();
    return responder;
  }

  /** Marks a username as held by someone else (e.g. changed to it on a profile). */
  hold(username: string, userId = 'someone-else'): void {
    this.reserved.set(username.toLowerCase(), userId);
  }

  async stop(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await this.connection.drain();
  }

  /** `answer` returning null replies with a coded error, as a failing responder would. */
  private answer(subject: string, answer: (data: unknown) => object | null): void {
    const subscription = this.connection.subscribe(subject, {
      callback: (_error, message) => {
        const packet = message.json<NestPacket>();
        const response = answer(packet.data);
        message.respond(
          JSON.stringify(
            response === null
              ? {
                  id: packet.id,
                  err: { code: 'PROFILES_UNAVAILABLE', message: 'database down', status: 503 },
                  isDisposed: true,
                }
              : { id: packet.id, response, isDisposed: true },
          ),
        );
      },
    });
    this.subscriptions.push(subscription);
  }
}
