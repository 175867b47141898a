import {
  NotificationListSchema,
  NotificationUnreadCountSchema,
} from '@filmcollab/contracts/notifications';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { notificationsApi } from './notifications-api';

/**
 * The notifications micro-frontend's pact with the notifications service (the dropdown's list,
 * marking everything read), from the real RTK Query endpoints. The notifications service verifies
 * it (services/notifications/src/notifications-web.pact.spec.ts).
 */
const pact = webPact('notifications', 'notifications');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const REQUESTED = 'u-receiver got a connection request and is signed in';

describe('pact: notifications-web → notifications', () => {
  it('lists the notifications', async () => {
    pact
      .given(REQUESTED)
      .uponReceiving('a request for the notifications')
      .withRequest({
        method: 'GET',
        path: '/api/notifications',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(NotificationListSchema, {
          nullable: 'null',
          // A connection request names its sender; it is about no project.
          filled: ['relatedProfileId'],
          http: true,
          examples: { isRead: false },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(notificationsApi.endpoints.notifications.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.items[0].isRead).toBe(false);
    });
  });

  it('marks them all read', async () => {
    pact
      .given(REQUESTED)
      .uponReceiving('marking every notification read')
      .withRequest({
        method: 'POST',
        path: '/api/notifications/read-all',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(NotificationUnreadCountSchema, {
          http: true,
          examples: { unreadCount: 0 },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.unreadCount).toBe(0);
    });
  });
});
