import { jetstreamManager } from '@nats-io/jetstream';
import type { EventDefinition } from '@filmcollab/contracts';
import { EventStreams } from '@filmcollab/service-kit';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';

/**
 * Declares the owners' streams of these events (as their services would at boot) and waits until
 * the service's durable consumer of each is bound, so that "nothing happened" after
 * `waitForConsumersIdle` means the event was handled, not that nobody listened yet.
 */
export async function consumersBound(
  harness: ServiceHarness,
  events: readonly EventDefinition[],
  timeoutMs = 15_000,
): Promise<void> {
  await harness.get(EventStreams).declareOwnersOf([...events]);
  const jsm = await jetstreamManager(harness.nats);
  await harness.waitFor(
    async () => {
      for (const event of events) {
        const name = `notifications-${event.subject.replaceAll('.', '-')}`;
        try {
          await jsm.consumers.info(event.stream, name);
        } catch {
          return false;
        }
      }
      return true;
    },
    timeoutMs,
    'the notifications consumers to be bound',
  );
}
