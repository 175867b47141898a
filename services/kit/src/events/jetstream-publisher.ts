import { Injectable } from '@nestjs/common';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@filmcollab/contracts';
import { CORRELATION_HEADER } from '../correlation/correlation-id';
import { currentTraceCarrier } from '../tracing/tracing';
import { InjectNatsConnection } from '../nats/nats-connection';

const PUBLISH_TIMEOUT_MS = 5000;

/**
 * Puts an event envelope on JetStream with its id as `msgID`, so a second publish of the same event
 * within the stream's duplicate window is stored once. Services publish through the `Outbox`; only
 * the outbox relay, dead letters and test harnesses use this directly.
 */
@Injectable()
export class JetStreamPublisher {
  private readonly js: JetStreamClient;

  constructor(@InjectNatsConnection() connection: NatsConnection) {
    this.js = jetstream(connection, { timeout: PUBLISH_TIMEOUT_MS });
  }

  /** Resolves to true when JetStream already had an event with this id. */
  async publish(subject: string, envelope: EventEnvelope, data?: string): Promise<boolean> {
    const messageHeaders = headers();
    if (envelope.correlationId) messageHeaders.set(CORRELATION_HEADER, envelope.correlationId);
    for (const [name, value] of Object.entries(currentTraceCarrier()))
      messageHeaders.set(name, value);
    const ack = await this.js.publish(subject, data ?? JSON.stringify(envelope), {
      msgID: envelope.id,
      headers: messageHeaders,
    });
    return ack.duplicate;
  }
}
