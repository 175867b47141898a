import { z } from 'zod';

/** A durable domain event on JetStream: `<domain>.<entity>.<past-tense-event>`. */
export interface EventDefinition<TPayload extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly subject: string;
  /** The JetStream stream that stores it: one stream per publishing domain. */
  readonly stream: string;
  readonly payload: TPayload;
}

const EVENT_SUBJECT = /^[a-z]+\.[a-z_]+\.[a-z_]+$/;

export function defineEvent<TPayload extends z.ZodType>(
  subject: string,
  payload: TPayload,
): EventDefinition<TPayload> {
  if (!EVENT_SUBJECT.test(subject)) {
    throw new Error(
      `Event subject "${subject}" must look like <domain>.<entity>.<past-tense-event>`,
    );
  }
  const domain = subject.split('.')[0];
  return { kind: 'event', subject, stream: domain.toUpperCase(), payload };
}

/** The envelope every event travels in; `id` makes consumers idempotent. */
export const EventEnvelopeSchema = z.object({
  id: z.string().min(1),
  subject: z.string().min(1),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().optional(),
  payload: z.unknown(),
});
export type EventEnvelope<TPayload = unknown> = Omit<
  z.infer<typeof EventEnvelopeSchema>,
  'payload'
> & {
  payload: TPayload;
};

export type EventPayload<E extends EventDefinition> = z.infer<E['payload']>;
