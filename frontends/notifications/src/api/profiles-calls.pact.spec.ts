import { ConnectionRequestSchema, ProfileIdOnlySchema } from '@filmcollab/contracts/profiles';
import { createAppStore } from '@filmcollab/web-kit';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { notificationsApi } from './notifications-api';

/**
 * The notifications micro-frontend's pact with the profiles service: the dropdown's 'View
 * Profile' check and its Accept on a connection request. The profiles service verifies it
 * (services/profiles/src/notifications-web.pact.spec.ts).
 */
const pact = webPact('notifications', 'profiles');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const ASKED = 'u-sender asked u-receiver to connect and u-receiver is signed in';

describe('pact: notifications-web → profiles', () => {
  it('checks that an applicant’s profile exists (only its id)', async () => {
    pact
      .given(ASKED)
      .uponReceiving('a request for the sender’s profile')
      .withRequest({
        method: 'GET',
        path: MatchersV3.fromProviderState('/api/profiles/${senderId}', '/api/profiles/u-sender'),
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ProfileIdOnlySchema, { http: true }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(notificationsApi.endpoints.applicantProfile.initiate('u-sender')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.id).toEqual(expect.any(String));
    });
  });

  it('accepts the connection request', async () => {
    pact
      .given(ASKED)
      .uponReceiving('an acceptance of the connection request')
      .withRequest({
        method: 'POST',
        path: MatchersV3.fromProviderState(
          '/api/profiles/connections/requests/${requestId}/accept',
          '/api/profiles/connections/requests/r-1/accept',
        ),
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ConnectionRequestSchema, {
          nullable: 'null',
          // Both people signed up with a name; an answered request has its time.
          filled: ['username', 'fullName', 'respondedAt'],
          http: true,
          examples: { status: 'accepted' },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(
          notificationsApi.endpoints.answerConnectionRequest.initiate({
            requestId: 'r-1',
            answer: 'accept',
          }),
        ),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.status).toBe('accepted');
    });
  });
});
