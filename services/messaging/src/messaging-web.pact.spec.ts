import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { announceProfile, connect, startMessagingHarness } from './testing/messaging-test-setup';

/**
 * Provider side of the messaging micro-frontend's pact (tests/contracts/pacts/web/messaging-web-messaging.json,
 * written by frontends/messaging/src/api/messaging-api.pact.spec.ts): replayed against this service.
 */
describe('pact: messaging honours messaging-web’s pact', () => {
  let harness: ServiceHarness;
  let users: { one: TestUser; two: TestUser } | undefined;

  beforeAll(async () => {
    harness = await startMessagingHarness();
  });
  afterAll(() => harness?.stop());

  /** u-1 and u-2, connected, known by their profile cards, with one message between them. */
  async function connectedPair(): Promise<{ one: TestUser; two: TestUser }> {
    if (users) return users;
    const one = await harness.createUser({ id: 'u-1', username: 'ines_one' });
    const two = await harness.createUser({ id: 'u-2', username: 'tomas_two' });
    await announceProfile(harness, one, 'Inês One');
    await announceProfile(harness, two, 'Tomás Two');
    await connect(harness, one, two);
    const sent = await harness.request('/api/messaging/messages', {
      method: 'POST',
      as: two,
      body: { receiverId: one.id, text: 'Saw your reel. Free this month?' },
    });
    if (sent.status !== 201) throw new Error(`message not sent: ${sent.status}`);
    users = { one, two };
    return users;
  }

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'messaging',
      service: 'messaging',
      url: harness.url,
      states: {
        'u-1 and u-2 are connected, have exchanged a message, and u-1 is signed in': async () => ({
          token: (await connectedPair()).one.token,
        }),
      },
    });
  });
});
