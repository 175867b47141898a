import { SetMetadata } from '@nestjs/common';
import type { EventDefinition } from '@filmcollab/contracts';

export const EVENT_HANDLER_METADATA = 'filmcollab:event-handler';

/**
 * Marks a provider method as this service's handler of an event:
 * `@HandleEvent(UserRegisteredEvent) async onUserRegistered(payload, envelope) {}`.
 * Runs once per event id, after the payload was validated; throwing makes JetStream redeliver it later.
 */
export const HandleEvent = (definition: EventDefinition): MethodDecorator =>
  SetMetadata(EVENT_HANDLER_METADATA, definition);
