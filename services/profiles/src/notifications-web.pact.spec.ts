import { randomUUID } from 'node:crypto';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { AppModule } from './app.module';
import { profilesService } from './service-definition';
import { PROFILES_TEST_ENV, signUp } from './testing/profiles-test-setup';

/**
 * Provider side of the notifications micro-frontend's pact with profiles
 * (tests/contracts/pacts/web/notifications-web-profiles.json, written by
 * frontends/notifications/src/api/profiles-calls.pact.spec.ts): replayed against this service.
 */
describe('pact: profiles honours notifications-web’s pact', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'notifications',
      service: 'profiles',
      url: harness.url,
      states: {
        // A fresh pair each time: a request can be accepted once.
        'u-sender asked u-receiver to connect and u-receiver is signed in': async () => {
          const suffix = randomUUID().slice(0, 4);
          const [sender, receiver] = await Promise.all([
            signUp(harness, `snd${suffix}`),
            signUp(harness, `rcv${suffix}`),
          ]);
          const asked = await harness.request('/api/profiles/connections/requests', {
            method: 'POST',
            as: sender,
            body: { receiverId: receiver.id },
          });
          if (asked.status !== 201) throw new Error(`request not sent: ${asked.status}`);
          const { id } = asked.body as { id: string };
          return { token: receiver.token, values: { requestId: id, senderId: sender.id } };
        },
      },
    });
  });
});
