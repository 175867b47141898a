import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  type EventDefinition,
  type EventEnvelope,
  EventEnvelopeSchema,
} from '@filmcollab/contracts';
import {
  CORRELATION_HEADER,
  normalizeCorrelationId,
  runWithCorrelationId,
} from '../correlation/correlation-id';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { InjectNatsConnection } from '../nats/nats-connection';
import { SERVICE_NAME } from '../service-name';
import { toValidationIssues } from '../validation/zod-validation.pipe';
import { EventStreams } from './event-streams';
import { EVENT_HANDLER_METADATA } from './handle-event.decorator';
import { ProcessedEventsRepository } from './processed-events.repository';

type EventHandlerFn = (payload: unknown, envelope: EventEnvelope) => unknown;

interface RegisteredHandler {
  definition: EventDefinition;
  handler: EventHandlerFn;
  name: string;
}

/** After this many deliveries an event that still fails is dropped (and logged as an error). */
export const MAX_DELIVERIES = 12;
const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
const ACK_WAIT_MS = 60_000;

export function consumerName(service: string, subject: string): string {
  return `${service}-${subject.replaceAll('.', '-')}`;
}

/** Runs every `@HandleEvent` method on its own durable JetStream consumer. */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectNatsConnection() private readonly connection: NatsConnection,
    private readonly streams: EventStreams,
    private readonly processed: ProcessedEventsRepository,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const registered of this.findHandlers()) await this.start(registered);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const running = this.running.splice(0);
    for (const { messages } of running) await messages.close();
    await Promise.all(running.map(({ loop }) => loop));
  }

  private findHandlers(): RegisteredHandler[] {
    const handlers: RegisteredHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = (instance as Record<string, unknown>)[method];
        if (typeof fn !== 'function') continue;
        const definition = this.reflector.get<EventDefinition | undefined>(
          EVENT_HANDLER_METADATA,
          fn,
        );
        if (!definition) continue;
        const existing = handlers.find((h) => h.definition.subject === definition.subject);
        if (existing) {
          throw new Error(
            `${this.service} handles ${definition.subject} twice (${existing.name} and ${wrapper.name}.${method}); one handler per event and service`,
          );
        }
        handlers.push({
          definition,
          handler: fn.bind(instance) as EventHandlerFn,
          name: `${wrapper.name}.${method}`,
        });
      }
    }
    return handlers;
  }

  private async start(registered: RegisteredHandler): Promise<void> {
    const { definition } = registered;
    await this.streams.ensure(definition);
    const durable = consumerName(this.service, definition.subject);
    const config = {
      durable_name: durable,
      filter_subject: definition.subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(ACK_WAIT_MS),
      max_deliver: MAX_DELIVERIES,
    };
    const jsm = await this.streams.jetStreamManager();
    try {
      await jsm.consumers.add(definition.stream, config);
    } catch {
      // The durable exists with older settings: bring them up to date.
      const { durable_name: _name, ...updatable } = config;
      await jsm.consumers.update(definition.stream, durable, updatable);
    }
    const consumer = await jetstream(this.connection).consumers.get(definition.stream, durable);
    const messages = await consumer.consume({ max_messages: 16 });
    const loop = (async () => {
      for await (const message of messages) await this.handle(registered, message);
    })().catch((error: unknown) =>
      this.logger.error({ err: error, consumer: durable }, 'event consumer stopped'),
    );
    this.running.push({ messages, loop });
    this.logger.log(
      { consumer: durable, stream: definition.stream },
      `consuming ${definition.subject}`,
    );
  }

  private async handle(
    { definition, handler, name }: RegisteredHandler,
    message: JsMsg,
  ): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(message.data));
    } catch {
      raw = undefined;
    }
    const envelope = EventEnvelopeSchema.safeParse(raw);
    const correlationId = normalizeCorrelationId(
      message.headers?.get(CORRELATION_HEADER) ||
        (envelope.success ? envelope.data.correlationId : undefined),
    );
    await runWithCorrelationId(correlationId, async () => {
      if (!envelope.success || envelope.data.subject !== definition.subject) {
        this.logger.error(
          { subject: message.subject, seq: message.seq },
          'malformed event envelope dropped',
        );
        message.term('malformed envelope');
        return;
      }
      const payload = definition.payload.safeParse(envelope.data.payload);
      if (!payload.success) {
        this.logger.error(
          {
            eventId: envelope.data.id,
            subject: definition.subject,
            issues: toValidationIssues(payload.error),
          },
          'invalid event payload dropped',
        );
        message.term('invalid payload');
        return;
      }
      const context = { eventId: envelope.data.id, subject: definition.subject, handler: name };
      try {
        if (await this.processed.wasHandled(envelope.data.id)) {
          this.logger.debug(context, 'event already handled; acknowledged again');
          message.ack();
          return;
        }
        await handler(payload.data, { ...envelope.data, payload: payload.data });
        await this.processed.remember(envelope.data.id, definition.subject);
        message.ack();
      } catch (error) {
        const deliveries = message.info.deliveryCount;
        if (deliveries >= MAX_DELIVERIES) {
          this.logger.error(
            { ...context, err: error, deliveries },
            'event handler kept failing; event dropped',
          );
          message.term('handler kept failing');
          return;
        }
        const delay = Math.min(
          this.config.EVENT_RETRY_BASE_MS * 2 ** (deliveries - 1),
          MAX_RETRY_DELAY_MS,
        );
        this.logger.warn(
          { ...context, err: error, deliveries, retryInMs: delay },
          'event handler failed; will retry',
        );
        message.nak(delay);
      }
    });
  }
}
