import { SetMetadata } from '@nestjs/common';
import type { EventDefinition, EventEnvelope, EventPayload } from '@filmcollab/contracts';

export const EVENT_HANDLER_METADATA = 'filmcollab:event-handler';

export type EventHandlerMethod<E extends EventDefinition> = (
  payload: EventPayload<E>,
  envelope: EventEnvelope<EventPayload<E>>,
) => Promise<void> | void;

/**
 * Marks a provider method as this service's handler of an event, typed by the definition:
 * `@HandleEvent(UserRegisteredEvent) async onUserRegistered(payload, envelope) {}`.
 * Runs once per event id, after the payload was validated; throwing makes JetStream redeliver it later.
 */
export function HandleEvent<E extends EventDefinition>(definition: E) {
  return <M extends EventHandlerMethod<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    SetMetadata(EVENT_HANDLER_METADATA, definition)(target, key, descriptor);
  };
}
