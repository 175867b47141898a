import {
  ContactSchema,
  ConversationListSchema,
  DirectMessageSchema,
} from '@filmcollab/contracts/messaging';
import { createAppStore } from '@filmcollab/web-kit';
import {
  againstMockServer,
  BEARER,
  consumerExpectation,
  webPact,
} from '@filmcollab/contract-tests/src/web/web-pact';
import { messagingApi } from './messaging-api';

/**
 * The messaging micro-frontend's pact with the messaging service (the conversation list, a
 * contact's header, sending a message), from the real RTK Query endpoints. The messaging service
 * verifies it (services/messaging/src/messaging-web.pact.spec.ts).
 */
const pact = webPact('messaging', 'messaging');
const signedIn = () =>
  createAppStore({ auth: { getToken: () => 'a-signed-in-user', refresh: async () => false } });

const CONNECTED = 'u-1 and u-2 are connected, have exchanged a message, and u-1 is signed in';
/** People the messaging service knows by name and photo (profiles' card). */
const KNOWN_PEOPLE = ['username', 'fullName', 'profileImageUrl'];

describe('pact: messaging-web → messaging', () => {
  it('lists the conversations', async () => {
    pact
      .given(CONNECTED)
      .uponReceiving('a request for the conversation list')
      .withRequest({
        method: 'GET',
        path: '/api/messaging/conversations',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ConversationListSchema, {
          nullable: 'null',
          filled: [...KNOWN_PEOPLE, 'lastMessage', 'lastMessageAt'],
          http: true,
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(messagingApi.endpoints.conversations.initiate()),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.conversations).toHaveLength(1);
    });
  });

  it('opens a contact’s thread header', async () => {
    pact
      .given(CONNECTED)
      .uponReceiving('a request for u-2 as a contact')
      .withRequest({
        method: 'GET',
        path: '/api/messaging/contacts/u-2',
        headers: { authorization: BEARER },
      })
      .willRespondWith({
        status: 200,
        body: consumerExpectation(ContactSchema, {
          nullable: 'null',
          filled: [...KNOWN_PEOPLE, 'conversationId'],
          http: true,
          examples: { canMessage: true },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(messagingApi.endpoints.contact.initiate('u-2')),
      );
      expect(result.error).toBeUndefined();
      expect(result.data?.canMessage).toBe(true);
    });
  });

  it('sends a message', async () => {
    const message = { receiverId: 'u-2', text: 'Are you free on Saturday?' };
    pact
      .given(CONNECTED)
      .uponReceiving('a direct message to u-2')
      .withRequest({
        method: 'POST',
        path: '/api/messaging/messages',
        headers: { authorization: BEARER, 'content-type': 'application/json' },
        body: message,
      })
      .willRespondWith({
        status: 201,
        body: consumerExpectation(DirectMessageSchema, {
          nullable: 'null',
          http: true,
          examples: { ...message, read: false },
        }),
      });
    await pact.executeTest(async ({ url }) => {
      const result = await againstMockServer(url, () =>
        signedIn().dispatch(messagingApi.endpoints.sendMessage.initiate(message)),
      );
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject(message);
    });
  });
});
