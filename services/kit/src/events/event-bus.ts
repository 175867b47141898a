import { Injectable } from '@nestjs/common';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import type { EventDefinition, EventEnvelope, EventPayload } from '@filmcollab/contracts';
import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, getCorrelationId } from '../correlation/correlation-id';
import { DomainError } from '../errors/domain-error';
import { InjectNatsConnection } from '../nats/nats-connection';
import { toValidationIssues } from '../validation/zod-validation.pipe';
import { EventStreams } from './event-streams';

export interface PublishOptions {
  /** A stable id makes re-publishing the same fact harmless (JetStream de-duplication and idempotent consumers). */
  eventId?: string;
}

export interface PublishedEvent<TPayload = unknown> {
  envelope: EventEnvelope<TPayload>;
  /** True when JetStream had already stored an event with this id. */
  duplicate: boolean;
}

/** Publishes durable domain events on JetStream. */
@Injectable()
export class EventBus {
  private readonly js: JetStreamClient;

  constructor(
    @InjectNatsConnection() connection: NatsConnection,
    private readonly streams: EventStreams,
  ) {
    this.js = jetstream(connection);
  }

  async publish<E extends EventDefinition>(
    definition: E,
    payload: EventPayload<E>,
    options: PublishOptions = {},
  ): Promise<PublishedEvent<EventPayload<E>>> {
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw new DomainError('INVALID_EVENT_PAYLOAD', `Invalid payload for ${definition.subject}`, {
        status: 500,
        details: toValidationIssues(parsed.error),
      });
    }
    const correlationId = getCorrelationId();
    const envelope: EventEnvelope<EventPayload<E>> = {
      id: options.eventId ?? randomUUID(),
      subject: definition.subject,
      occurredAt: new Date().toISOString(),
      ...(correlationId ? { correlationId } : {}),
      payload: parsed.data as EventPayload<E>,
    };
    await this.streams.ensure(definition);
    const messageHeaders = headers();
    if (correlationId) messageHeaders.set(CORRELATION_HEADER, correlationId);
    const ack = await this.js.publish(definition.subject, JSON.stringify(envelope), {
      msgID: envelope.id,
      headers: messageHeaders,
    });
    return { envelope, duplicate: ack.duplicate };
  }
}
