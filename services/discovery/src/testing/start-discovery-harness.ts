import { jetstreamManager } from '@nats-io/jetstream';
import { EventStreams } from '@filmcollab/service-kit';
import { startServiceHarness, type ServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { READ_MODEL_PROJECTIONS } from '../read-models/read-model-projections';
import { discoveryService } from '../service-definition';

/**
 * The discovery service with profiles' and projects' streams declared as their owners would and
 * every read-model consumer bound, so an event published by a test is handled at once (a consumer
 * whose subject is not in a stream yet would only bind on a later retry).
 */
export async function startDiscoveryHarness(): Promise<ServiceHarness> {
  const harness = await startServiceHarness(AppModule, { service: discoveryService });
  await harness.get(EventStreams).declareOwnersOf(READ_MODEL_PROJECTIONS.map((p) => p.event));
  const jsm = await jetstreamManager(harness.nats);
  const expected = READ_MODEL_PROJECTIONS.map(
    ({ event }) => `${event.stream}/discovery-${event.subject.replaceAll('.', '-')}`,
  );
  await harness.waitFor(
    async () => {
      const bound = new Set<string>();
      for (const stream of new Set(READ_MODEL_PROJECTIONS.map(({ event }) => event.stream))) {
        for await (const consumer of jsm.consumers.list(stream))
          bound.add(`${stream}/${consumer.name}`);
      }
      return expected.every((name) => bound.has(name));
    },
    15_000,
    'discovery consumers bound',
  );
  return harness;
}
