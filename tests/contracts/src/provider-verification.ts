import { createRequire } from 'node:module';
import path from 'node:path';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import type { MessageDescriptor } from '@pact-foundation/pact/src/dsl/message';
import * as contracts from '@filmcollab/contracts';
import type { EventDefinition, QueryDefinition } from '@filmcollab/contracts';
import { eventDescription, ownerOf, QUERY_ASKED, replyDescription } from './consumed-messages';
import { pactsOf } from './pact-files';
import { providerSample } from './schemas/provider-sample';

const load = createRequire(__filename);

/**
 * What the provider offers: the events its built service definition publishes (the kit's Outbox
 * refuses any other, and any payload its schema rejects) and the queries the contracts give it.
 */
export function definitionsOf(provider: string): (EventDefinition | QueryDefinition)[] {
  const built = load(
    path.join(__dirname, '../../../services', provider, 'dist/service-definition.js'),
  );
  const [service] = Object.values(built as Record<string, { publishes: EventDefinition[] }>);
  const queries = (Object.values(contracts) as unknown[]).filter(
    (value): value is QueryDefinition =>
      typeof value === 'object' &&
      value !== null &&
      (value as QueryDefinition).kind === 'query' &&
      ownerOf((value as QueryDefinition).subject) === provider,
  );
  return [...service.publishes, ...queries];
}

/**
 * Verifies every pact whose provider is `provider` against the messages its schemas describe:
 * an event as the provider's payload schema says it publishes it, a query's reply as its response
 * schema says it answers — after the consumer's recorded request passed the provider's request
 * schema (the kit refuses any other before the answering method runs).
 */
export function verifyProvider(
  provider: string,
  definitions: (EventDefinition | QueryDefinition)[] = definitionsOf(provider),
): Promise<unknown> {
  const messageProviders = Object.fromEntries(
    definitions.map((definition) =>
      definition.kind === 'event'
        ? [
            eventDescription(definition),
            providerWithMetadata(() => Promise.resolve(providerSample(definition.payload)), {
              subject: definition.subject,
            }),
          ]
        : [
            replyDescription(definition),
            providerWithMetadata(
              (message: MessageDescriptor) => {
                const asked = message.providerStates?.find(({ name }) => name === QUERY_ASKED);
                definition.request.parse(asked?.params);
                return Promise.resolve(providerSample(definition.response));
              },
              { subject: definition.subject },
            ),
          ],
    ),
  );
  return new MessageProviderPact({
    provider,
    pactUrls: pactsOf(provider),
    messageProviders,
    // The request travels in the state's parameters; the reply's provider checks it.
    stateHandlers: { [QUERY_ASKED]: () => Promise.resolve() },
    logLevel: 'warn',
  }).verify();
}
