import { ConnectionRequestSentEvent } from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { AppModule } from './app.module';
import { notificationsService } from './service-definition';
import { consumersBound } from './testing/consumers-bound';
import { connectionRequestSent } from './testing/event-builders';

/**
 * Provider side of the notifications micro-frontend's pact
 * (tests/contracts/pacts/web/notifications-web-notifications.json, written by
 * frontends/notifications/src/api/notifications-api.pact.spec.ts): replayed against this service.
 */
describe('pact: notifications honours notifications-web’s pact', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: notificationsService,
      env: { PUBLIC_URL: 'https://filmcollab.test', DIGEST_POLL_MS: '3600000' },
    });
    await consumersBound(harness, [ConnectionRequestSentEvent]);
  });
  afterAll(() => harness?.stop());

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'notifications',
      service: 'notifications',
      url: harness.url,
      states: {
        // A fresh receiver each time: the request is their only, unread, notification.
        'u-receiver got a connection request and is signed in': async () => {
          const receiver = await harness.createUser();
          await harness.publish(
            ConnectionRequestSentEvent,
            connectionRequestSent({ receiverId: receiver.id }),
          );
          await harness.waitForConsumersIdle();
          return { token: receiver.token };
        },
      },
    });
  });
});
