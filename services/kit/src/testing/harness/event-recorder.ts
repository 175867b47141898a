import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  type EventDefinition,
  type EventEnvelope,
  EventEnvelopeSchema,
  type EventPayload,
} from '@filmcollab/contracts';

/** The events published on one subject from its start on (a core subscription sees JetStream publishes). */
export class EventRecorder<E extends EventDefinition> {
  readonly events: EventEnvelope<EventPayload<E>>[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly subscription: Subscription;

  constructor(connection: NatsConnection, definition: E) {
    this.subscription = connection.subscribe(definition.subject, {
      callback: (_error, message) => {
        const envelope = EventEnvelopeSchema.parse(message.json());
        const payload = definition.payload.parse(envelope.payload) as EventPayload<E>;
        this.events.push({ ...envelope, payload });
        for (const wake of this.waiters) wake();
      },
    });
  }

  get payloads(): EventPayload<E>[] {
    return this.events.map((event) => event.payload);
  }

  count(matches: (payload: EventPayload<E>) => boolean = () => true): number {
    return this.payloads.filter(matches).length;
  }

  /** The first recorded payload (already recorded, or arriving within the timeout) that matches. */
  async next(
    matches: (payload: EventPayload<E>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<EventPayload<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.payloads.find(matches);
      if (found !== undefined) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(
          `no matching ${this.subscription.getSubject()} event within ${timeoutMs} ms`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  stop(): void {
    this.subscription.unsubscribe();
  }
}
