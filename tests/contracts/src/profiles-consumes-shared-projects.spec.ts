import path from 'node:path';
import { Matchers, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { SharedProjectsQuery } from '@filmcollab/contracts';
import { SHARED_PROJECTS_REPLY } from './shared-projects.pact';

/**
 * Consumer side (profiles): the reply to the NATS query profiles sends for the 'Message' button
 * and rating eligibility, as the kit's QueryClient takes it (parsed with the query's response
 * schema). Writes pacts/profiles-projects.json.
 */
describe('pact: profiles consumes the reply to projects.members.shared', () => {
  const pact = new MessageConsumerPact({
    consumer: 'profiles',
    provider: 'projects',
    dir: path.join(__dirname, '../pacts'),
    logLevel: 'warn',
  });

  it('reads the shared project ids from the reply', async () => {
    let shared: string[] = [];
    await pact
      .given('u-1 and u-2 are both members of one project')
      .expectsToReceive(SHARED_PROJECTS_REPLY)
      .withContent({ projectIds: Matchers.eachLike('p-1') })
      .withMetadata({ subject: SharedProjectsQuery.subject })
      .verify(
        synchronousBodyHandler((body: unknown) => {
          shared = SharedProjectsQuery.response.parse(body).projectIds;
        }),
      );
    expect(shared).toEqual(['p-1']);
  });
});
