import { Injectable, Logger } from '@nestjs/common';
import { DEAD_LETTER_PREFIX, type DeadLetter } from '@filmcollab/contracts';
import { randomUUID } from 'node:crypto';
import { ServiceMetrics } from '../metrics/service-metrics';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';
import { EventStreams } from './event-streams';
import { JetStreamPublisher } from './jetstream-publisher';

/**
 * Keeps what a consumer cannot process — a malformed envelope, an invalid payload, a handler that
 * kept failing — in the `DEADLETTER` stream under `deadletter.<service>.<subject>`, with a log line
 * and a metric, instead of dropping it silently.
 */
@Injectable()
export class DeadLetters {
  private readonly logger = new Logger('Events');
  private declared?: Promise<void>;

  constructor(
    @InjectServiceDefinition() private readonly service: ServiceDefinition,
    private readonly streams: EventStreams,
    private readonly publisher: JetStreamPublisher,
    private readonly metrics: ServiceMetrics,
  ) {}

  async put(
    subject: string,
    reason: DeadLetter['reason'],
    detail: string,
    data: Uint8Array,
  ): Promise<void> {
    this.declared ??= this.streams.declareDeadLetters().catch((error: unknown) => {
      this.declared = undefined;
      throw error;
    });
    await this.declared;
    const letter: DeadLetter = {
      service: this.service.name,
      subject,
      reason,
      detail,
      deadAt: new Date().toISOString(),
      data: new TextDecoder().decode(data),
    };
    const deadSubject = `${DEAD_LETTER_PREFIX}.${this.service.name}.${subject}`;
    await this.publisher.publish(deadSubject, {
      id: randomUUID(),
      subject: deadSubject,
      occurredAt: letter.deadAt,
      payload: letter,
    });
    this.metrics.eventsDeadLettered.inc({ subject, reason });
    this.logger.error({ subject, reason, detail }, `event dead-lettered to ${deadSubject}`);
  }
}
