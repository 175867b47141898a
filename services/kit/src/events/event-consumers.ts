import {
  BeforeApplicationShutdown,
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
import { setTimeout as sleep } from 'node:timers/promises';
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
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';
import { contextFrom, inSpan, SpanKind } from '../tracing/tracing';
import { toValidationIssues } from '../validation/zod-validation.pipe';
import { DeadLetters } from './dead-letters';
import { EventStreams } from './event-streams';
import {
  EVENT_HANDLER_METADATA,
  EVENT_HANDLER_OPTIONS_METADATA,
  type HandleEventOptions,
} from './handle-event.decorator';
import { ProcessedEventsRepository } from './processed-events.repository';

type EventHandlerFn = (payload: unknown, envelope: EventEnvelope) => unknown;

interface RegisteredHandler {
  definition: EventDefinition;
  handler: EventHandlerFn;
  name: string;
  /** Events handled at once (`@HandleEvent`'s `concurrency`). */
  concurrency: number;
  /** Events with the same key are handled in order (`@HandleEvent`'s `orderBy`). */
  orderBy?: (payload: unknown) => string;
}

/** After this many deliveries an event that still fails is dead-lettered. */
export const MAX_DELIVERIES = 12;
const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
const ACK_WAIT_MS = 60_000;
const BIND_RETRY_MAX_MS = 30_000;

type DecodedEnvelope = ReturnType<typeof EventEnvelopeSchema.safeParse>;

function decodeEnvelope(message: JsMsg): DecodedEnvelope {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(message.data));
  } catch {
    raw = undefined;
  }
  return EventEnvelopeSchema.safeParse(raw);
}

function orderKeyOf(registered: RegisteredHandler, envelope: DecodedEnvelope): string | undefined {
  if (!registered.orderBy || !envelope.success) return undefined;
  const payload = registered.definition.payload.safeParse(envelope.data.payload);
  return payload.success ? registered.orderBy(payload.data) : undefined;
}

export function consumerName(service: string, subject: string): string {
  return `${service}-${subject.replaceAll('.', '-')}`;
}

/**
 * Runs every `@HandleEvent` method on its own durable JetStream consumer, bound to the stream its
 * owner declared. While the owner has not declared it yet (it boots later), binding is retried in
 * the background with back-off; the service starts anyway.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];
  /** The durables this instance consumes from, for the consumer-lag gauges on `/metrics`. */
  readonly bound: { stream: string; durable: string; subject: string }[] = [];
  private readonly binding: Promise<void>[] = [];
  private readonly service: string;
  /** Aborted on shutdown: also cuts a binding retry's back-off short (it can be 30 s long). */
  private readonly stopping = new AbortController();

  constructor(
    @InjectServiceDefinition() definition: ServiceDefinition,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectNatsConnection() private readonly connection: NatsConnection,
    private readonly streams: EventStreams,
    private readonly processed: ProcessedEventsRepository,
    private readonly deadLetters: DeadLetters,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {
    this.service = definition.name;
  }

  /** Bound consumers first try synchronously, so a service whose streams exist is consuming once started. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.EVENT_CONSUMERS === 'off') return;
    for (const registered of this.findHandlers()) {
      if (!(await this.tryStart(registered))) this.binding.push(this.keepBinding(registered));
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.binding.splice(0));
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
        const options = this.reflector.get<HandleEventOptions | undefined>(
          EVENT_HANDLER_OPTIONS_METADATA,
          fn,
        );
        handlers.push({
          definition,
          handler: fn.bind(instance) as EventHandlerFn,
          name: `${wrapper.name}.${method}`,
          concurrency: Math.max(1, Math.floor(options?.concurrency ?? 1)),
          orderBy: options?.orderBy as RegisteredHandler['orderBy'],
        });
      }
    }
    return handlers;
  }

  private async tryStart(registered: RegisteredHandler): Promise<boolean> {
    try {
      await this.start(registered);
      return true;
    } catch (error) {
      this.logger.warn(
        { err: error, subject: registered.definition.subject },
        `cannot bind to ${registered.definition.stream} yet (its owner declares it); retrying`,
      );
      return false;
    }
  }

  private async keepBinding(registered: RegisteredHandler): Promise<void> {
    for (let attempt = 0; !this.stopping.signal.aborted; attempt++) {
      const delay = Math.min(500 * 2 ** attempt, BIND_RETRY_MAX_MS);
      await sleep(delay, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      if (this.stopping.signal.aborted) return;
      try {
        await this.start(registered);
        return;
      } catch {
        // Still not declared; the first failure was logged.
      }
    }
  }

  private async start(registered: RegisteredHandler): Promise<void> {
    const { definition } = registered;
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
    const messages = await consumer.consume({
      max_messages: Math.max(16, 2 * registered.concurrency),
    });
    const loop = (async () => {
      const inFlight = new Set<Promise<void>>();
      // The last event taken of each key: the next one of that key waits for it (never rejects).
      const lastOfKey = new Map<string, Promise<void>>();
      for await (const message of messages) {
        const envelope = decodeEnvelope(message);
        const key = orderKeyOf(registered, envelope);
        const handle = () =>
          this.handle(registered, message, envelope).catch((error: unknown) =>
            // Not acknowledged: JetStream delivers it again after the ack wait.
            this.logger.error({ err: error, consumer: durable }, 'event handling failed'),
          );
        const previous = key === undefined ? undefined : lastOfKey.get(key);
        const handled: Promise<void> = (previous ? previous.then(handle) : handle()).finally(() => {
          inFlight.delete(handled);
          if (key !== undefined && lastOfKey.get(key) === handled) lastOfKey.delete(key);
        });
        if (key !== undefined) lastOfKey.set(key, handled);
        inFlight.add(handled);
        if (inFlight.size >= registered.concurrency) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    })().catch((error: unknown) =>
      this.logger.error({ err: error, consumer: durable }, 'event consumer stopped'),
    );
    this.running.push({ messages, loop });
    this.bound.push({ stream: definition.stream, durable, subject: definition.subject });
    this.logger.log(
      { consumer: durable, stream: definition.stream },
      `consuming ${definition.subject}`,
    );
  }

  private async handle(
    { definition, handler, name }: RegisteredHandler,
    message: JsMsg,
    envelope: DecodedEnvelope,
  ): Promise<void> {
    const correlationId = normalizeCorrelationId(
      message.headers?.get(CORRELATION_HEADER) ||
        (envelope.success ? envelope.data.correlationId : undefined),
    );
    const parent = contextFrom((name) => message.headers?.get(name) || undefined);
    const attributes = {
      'messaging.system': 'nats',
      'messaging.destination.name': definition.subject,
    };
    await inSpan(
      `consume ${definition.subject}`,
      SpanKind.CONSUMER,
      attributes,
      () => this.handleInContext(definition, handler, name, message, envelope, correlationId),
      parent,
    );
  }

  private async handleInContext(
    definition: EventDefinition,
    handler: EventHandlerFn,
    name: string,
    message: JsMsg,
    envelope: DecodedEnvelope,
    correlationId: string,
  ): Promise<void> {
    await runWithCorrelationId(correlationId, async () => {
      if (!envelope.success || envelope.data.subject !== definition.subject) {
        await this.deadLetter(message, 'malformed_envelope', `sequence ${message.seq}`);
        return;
      }
      const payload = definition.payload.safeParse(envelope.data.payload);
      if (!payload.success) {
        const issues = toValidationIssues(payload.error)
          .map((issue) => `${issue.path}: ${issue.message}`)
          .join('; ');
        await this.deadLetter(message, 'invalid_payload', `${envelope.data.id}: ${issues}`);
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
          const reason = error instanceof Error ? error.message : String(error);
          await this.deadLetter(
            message,
            'handler_failed',
            `${envelope.data.id} failed ${deliveries} times: ${reason}`,
          );
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

  /** Terminated only once it is safely in the dead-letter stream; otherwise retried later. */
  private async deadLetter(
    message: JsMsg,
    reason: 'malformed_envelope' | 'invalid_payload' | 'handler_failed',
    detail: string,
  ): Promise<void> {
    try {
      await this.deadLetters.put(message.subject, reason, detail, message.data);
      message.term(reason);
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, 'dead-lettering failed');
      message.nak(this.config.EVENT_RETRY_BASE_MS);
    }
  }
}
