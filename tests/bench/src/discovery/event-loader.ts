import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventDefinition, EventEnvelope, EventPayload } from '@filmcollab/contracts';

/**
 * Publishes events onto their owners' streams exactly as an owner's outbox relay does (the
 * envelope, `msgID` = its id), so discovery receives them through its durable consumers: the real
 * event path, nothing written behind the service's back.
 */
export class EventLoader {
  private constructor(
    private readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly window: number,
  ) {}

  static async connect(natsUrl: string, window: number): Promise<EventLoader> {
    const connection = await connect({ servers: natsUrl.split(','), name: 'bench-discovery' });
    return new EventLoader(connection, jetstream(connection), window);
  }

  /** Publishes `count` events made by `make`, keeping at most `window` unacknowledged. */
  async publishMany<E extends EventDefinition>(
    definition: E,
    count: number,
    make: (n: number) => EventPayload<E>,
  ): Promise<void> {
    const inFlight = new Set<Promise<unknown>>();
    for (let n = 0; n < count; n++) {
      const sent = this.publish(definition, make(n)).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
      if (inFlight.size >= this.window) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }

  async publish<E extends EventDefinition>(definition: E, payload: EventPayload<E>): Promise<void> {
    const envelope: EventEnvelope<EventPayload<E>> = {
      id: randomUUID(),
      subject: definition.subject,
      occurredAt: new Date().toISOString(),
      payload,
    };
    await this.js.publish(definition.subject, JSON.stringify(envelope), { msgID: envelope.id });
  }

  /** Waits until discovery's durable consumers of these events have nothing pending. */
  async waitUntilConsumed(definitions: EventDefinition[], timeoutMs: number): Promise<void> {
    const jsm = await jetstreamManager(this.connection);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pending = 0;
      for (const { stream, subject } of definitions) {
        const info = await jsm.consumers.info(stream, `discovery-${subject.replaceAll('.', '-')}`);
        pending += info.num_pending + info.num_ack_pending;
      }
      if (pending === 0) return;
      if (Date.now() > deadline) throw new Error(`discovery still has ${pending} events to handle`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async close(): Promise<void> {
    await this.connection.drain();
  }
}
