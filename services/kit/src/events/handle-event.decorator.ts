import { SetMetadata } from '@nestjs/common';
import type { EventDefinition, EventEnvelope, EventPayload } from '@filmcollab/contracts';

export const EVENT_HANDLER_METADATA = 'filmcollab:event-handler';
export const EVENT_HANDLER_OPTIONS_METADATA = 'filmcollab:event-handler-options';

export interface HandleEventOptions<P = unknown> {
  /**
   * How many events of the subject may be in the handler at once (default 1: one after another, in
   * stream order). Only for handlers whose outcome does not depend on the order (a version or a
   * time decides), or whose order matters per key only (`orderBy`): a backlog of 100,000 profile
   * changes then takes seconds of group-committed writes instead of one disk flush after another.
   */
  concurrency?: number;
  /**
   * With `concurrency`: events with the same key are handled one after another in stream order,
   * events with different keys at once (e.g. one conversation's messages in order, many
   * conversations side by side). Events whose payload is invalid have no key.
   */
  orderBy?: (payload: P) => string;
}

export type EventHandlerMethod<E extends EventDefinition> = (
  payload: EventPayload<E>,
  envelope: EventEnvelope<EventPayload<E>>,
) => Promise<void> | void;

/**
 * Marks a provider method as this service's handler of an event, typed by the definition:
 * `@HandleEvent(UserRegisteredEvent) async onUserRegistered(payload, envelope) {}`.
 * Runs once per event id, after the payload was validated; throwing makes JetStream redeliver it later.
 */
export function HandleEvent<E extends EventDefinition>(
  definition: E,
  options: HandleEventOptions<EventPayload<E>> = {},
) {
  return <M extends EventHandlerMethod<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    SetMetadata(EVENT_HANDLER_METADATA, definition)(target, key, descriptor);
    SetMetadata(EVENT_HANDLER_OPTIONS_METADATA, options)(target, key, descriptor);
  };
}
