import * as z from 'zod/mini';
import { isServiceName, type ServiceName } from '../services/service-registry';

/**
 * A durable domain event on JetStream: `<domain>.<entity>.<past-tense-event>`, where the domain is
 * the service that owns and publishes it. Its stream (`PROFILES`, …) is declared by that service.
 */
export interface EventDefinition<
  TPayload extends z.ZodMiniType = z.ZodMiniType,
  TSubject extends string = string,
> {
  readonly kind: 'event';
  readonly subject: TSubject;
  /** The owning service: the only one that publishes it. */
  readonly domain: ServiceName;
  /** The JetStream stream that stores it: one stream per owning domain. */
  readonly stream: string;
  readonly payload: TPayload;
}

export type EventSubject = `${ServiceName}.${string}.${string}`;

const EVENT_SUBJECT = /^[a-z]+\.[a-z_]+\.[a-z_0-9]+$/;

/** The stream a domain's events live in. */
export function streamOf(domain: ServiceName): string {
  return domain.toUpperCase();
}

/**
 * Payloads evolve additively only (see docs/architecture.md, "Event versioning"): new fields are
 * optional, consumers ignore what they do not know; a breaking change is a new subject.
 */
export function defineEvent<const TSubject extends EventSubject, TPayload extends z.ZodMiniType>(
  subject: TSubject,
  payload: TPayload,
): EventDefinition<TPayload, TSubject> {
  if (!EVENT_SUBJECT.test(subject)) {
    throw new Error(
      `Event subject "${subject}" must look like <domain>.<entity>.<past-tense-event>`,
    );
  }
  const domain = subject.split('.')[0];
  if (!isServiceName(domain)) {
    throw new Error(`Event subject "${subject}" does not start with a service's name`);
  }
  return { kind: 'event', subject, domain, stream: streamOf(domain), payload };
}

/** The envelope every event travels in; `id` makes consumers idempotent. */
export const EventEnvelopeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  subject: z.string().check(z.minLength(1)),
  occurredAt: z.iso.datetime(),
  correlationId: z.optional(z.string()),
  payload: z.unknown(),
});
export type EventEnvelope<TPayload = unknown> = Omit<
  z.infer<typeof EventEnvelopeSchema>,
  'payload'
> & {
  payload: TPayload;
};

export type EventPayload<E extends EventDefinition> = z.infer<E['payload']>;

/**
 * Where a consumer puts an event it cannot process (malformed envelope, invalid payload, a handler
 * that kept failing): `deadletter.<service>.<original subject>`, kept in the `DEADLETTER` stream.
 */
export const DEAD_LETTER_STREAM = 'DEADLETTER';
export const DEAD_LETTER_PREFIX = 'deadletter';

export const DeadLetterSchema = z.object({
  service: z.string(),
  subject: z.string(),
  reason: z.enum(['malformed_envelope', 'invalid_payload', 'handler_failed']),
  detail: z.string(),
  deadAt: z.iso.datetime(),
  /** The message as it arrived (UTF-8 text). */
  data: z.string(),
});
export type DeadLetter = z.infer<typeof DeadLetterSchema>;
