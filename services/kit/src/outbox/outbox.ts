import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EventDefinition, EventEnvelope, EventPayload } from '@filmcollab/contracts';
import { CommonErrors } from '@filmcollab/contracts';
import { getCorrelationId } from '../correlation/correlation-id';
import { currentTraceCarrier } from '../tracing/tracing';
import { DomainError } from '../errors/domain-error';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';
import { toValidationIssues } from '../validation/zod-validation.pipe';
import { OutboxRelay } from './outbox-relay';
import { OutboxRepository } from './outbox.repository';
import { UnitOfWork } from './unit-of-work';

export interface OutboxAddOptions {
  /** A stable id makes storing the same fact twice harmless (one outbox entry, one JetStream message). */
  eventId?: string;
}

/**
 * The one way a service publishes a domain event: stored with the write, inside the caller's
 * `UnitOfWork.run`, and relayed to JetStream after the commit. Nothing acknowledged is lost when NATS
 * is away; the relay publishes once it is back.
 */
@Injectable()
export class Outbox {
  constructor(
    @InjectServiceDefinition() private readonly service: ServiceDefinition,
    private readonly entries: OutboxRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly relay: OutboxRelay,
  ) {}

  async add<E extends EventDefinition>(
    definition: E,
    payload: EventPayload<E>,
    options: OutboxAddOptions = {},
  ): Promise<EventEnvelope<EventPayload<E>>> {
    if (!this.service.publishes.includes(definition)) {
      throw new Error(
        `${this.service.name} does not declare ${definition.subject} in its service definition's publishes`,
      );
    }
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw new DomainError(CommonErrors.INVALID_EVENT_PAYLOAD, {
        message: `Invalid payload for ${definition.subject}`,
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
    const entry = await this.entries.add(envelope, currentTraceCarrier());
    this.unitOfWork.afterCommit(() => this.relay.enqueue(entry));
    return envelope;
  }
}
