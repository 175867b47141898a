import { rmSync } from 'node:fs';
import { MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import type { EventDefinition, ServiceName } from '@filmcollab/contracts';
import {
  type AskedQuery,
  CONSUMED_MESSAGES,
  eventDescription,
  ownerOf,
  QUERY_ASKED,
  replyDescription,
} from './consumed-messages';
import { pactFile, PACTS } from './pact-files';
import { consumerExpectation } from './schemas/consumer-expectation';

type Consumed = { event: EventDefinition } | { asked: AskedQuery };

const subjectOf = (message: Consumed) =>
  'event' in message ? message.event.subject : message.asked.query.subject;

/**
 * Consumer side: for every service, what it takes from each other domain, written to
 * pacts/<consumer>-<provider>.json. The handler of each message is what runs before the
 * service's own: the kit's parse of the payload (events) or QueryClient's parse of the reply.
 */
const pairs = Object.entries(CONSUMED_MESSAGES).flatMap(([consumer, { events, queries }]) => {
  const consumed: Consumed[] = [
    ...events.map((event) => ({ event })),
    ...queries.map((asked) => ({ asked })),
  ];
  const providers = [...new Set(consumed.map((message) => ownerOf(subjectOf(message))))];
  return providers.map((provider) => ({
    consumer: consumer as ServiceName,
    provider,
    messages: consumed
      .filter((message) => ownerOf(subjectOf(message)) === provider)
      .map((message) => [subjectOf(message), message] as const),
  }));
});

describe.each(pairs)('pact: $consumer consumes $provider', ({ consumer, provider, messages }) => {
  // The pact is written anew: an interaction the consumer dropped leaves the file.
  beforeAll(() => rmSync(pactFile(consumer, provider), { force: true }));

  it.each(messages)('takes %s', async (_subject, message: Consumed) => {
    const pact = new MessageConsumerPact({ consumer, provider, dir: PACTS, logLevel: 'warn' });
    const taken: unknown[] = [];
    if ('event' in message) {
      const { event } = message;
      await pact
        .expectsToReceive(eventDescription(event))
        .withContent(consumerExpectation(event.payload))
        .withMetadata({ subject: event.subject })
        .verify(synchronousBodyHandler((body: unknown) => taken.push(event.payload.parse(body))));
    } else {
      const { query, request } = message.asked;
      // The request as the consumer sends it: QueryClient validates it before sending.
      const sent = query.request.parse(request) as Record<string, string>;
      await pact
        .given({ name: QUERY_ASKED, params: sent })
        .expectsToReceive(replyDescription(query))
        .withContent(consumerExpectation(query.response))
        .withMetadata({ subject: query.subject })
        .verify(synchronousBodyHandler((body: unknown) => taken.push(query.response.parse(body))));
    }
    expect(taken).toHaveLength(1);
  });
});
