import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  EventEnvelopeSchema,
  type EventDefinition,
  type EventPayload,
} from '@filmcollab/contracts';

/** Records the events published on a subject (a core subscription sees JetStream publishes too). */
export class EventRecorder<E extends EventDefinition> {
  readonly payloads: EventPayload<E>[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly connection: NatsConnection) {}

  static async start<E extends EventDefinition>(
    natsUrl: string,
    definition: E,
  ): Promise<EventRecorder<E>> {
    const connection = await connect({ servers: natsUrl });
    const recorder = new EventRecorder<E>(connection);
    connection.subscribe(definition.subject, {
      callback: (_error, message) => {
        const envelope = EventEnvelopeSchema.parse(message.json());
        recorder.payloads.push(definition.payload.parse(envelope.payload) as EventPayload<E>);
        for (const wake of recorder.waiters.splice(0)) wake();
      },
    });
    await connection.flush();
    return recorder;
  }

  /** The first recorded payload (from now on, or already recorded) that matches. */
  async next(
    matches: (payload: EventPayload<E>) => boolean,
    timeoutMs = 5000,
  ): Promise<EventPayload<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.payloads.find(matches);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('expected event was not published');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await this.connection.drain();
  }
}
