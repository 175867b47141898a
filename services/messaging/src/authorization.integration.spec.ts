import { randomUUID } from 'node:crypto';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { connect, joinProject, startMessagingHarness } from './testing/messaging-test-setup';

/**
 * Every mutation, by who may do it: anonymous callers get 401, signed-in users without the
 * relationship get the coded refusal, and the allowed caller succeeds.
 */
describe('authorization matrix', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let bo: TestUser;
  let stranger: TestUser;
  let projectId: string;
  let conversationId: string;

  beforeAll(async () => {
    harness = await startMessagingHarness();
    [ada, bo, stranger] = [
      await harness.createUser(),
      await harness.createUser(),
      await harness.createUser(),
    ];
    projectId = randomUUID();
    await joinProject(harness, projectId, ada, bo);
    await connect(harness, ada, bo);
    await harness.request('/api/messaging/messages', {
      method: 'POST',
      as: ada,
      body: { receiverId: bo.id, text: 'setup' },
    });
    const { body } = await harness.request(`/api/messaging/contacts/${bo.id}`, { as: ada });
    conversationId = (body as { conversationId: string }).conversationId;
  });
  afterAll(() => harness?.stop());

  type Case = {
    name: string;
    method: string;
    path: () => string;
    body?: () => object;
    allowed: () => TestUser;
    allowedStatus: number;
    refused: () => TestUser;
    refusedStatus: number;
    refusedCode: string;
  };

  const cases: Case[] = [
    {
      name: 'send a direct message',
      method: 'POST',
      path: () => '/api/messaging/messages',
      body: () => ({ receiverId: bo.id, text: 'hello' }),
      allowed: () => ada,
      allowedStatus: 201,
      refused: () => stranger,
      refusedStatus: 403,
      refusedCode: 'NOT_ALLOWED_TO_MESSAGE',
    },
    {
      name: 'mark a conversation read',
      method: 'POST',
      path: () => `/api/messaging/conversations/${conversationId}/read`,
      allowed: () => bo,
      allowedStatus: 200,
      refused: () => stranger,
      refusedStatus: 404,
      refusedCode: 'CONVERSATION_NOT_FOUND',
    },
    {
      name: 'post in a project chat',
      method: 'POST',
      path: () => `/api/messaging/projects/${projectId}/chat`,
      body: () => ({ text: 'hello team' }),
      allowed: () => bo,
      allowedStatus: 201,
      refused: () => stranger,
      refusedStatus: 403,
      refusedCode: 'NOT_PROJECT_MEMBER',
    },
  ];

  it.each(cases)('$name', async (c) => {
    const anonymous = await harness.request(c.path(), { method: c.method, body: c.body?.() });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const refused = await harness.request(c.path(), {
      method: c.method,
      body: c.body?.(),
      as: c.refused(),
    });
    expect(refused).toMatchObject({ status: c.refusedStatus, body: { code: c.refusedCode } });
    const allowed = await harness.request(c.path(), {
      method: c.method,
      body: c.body?.(),
      as: c.allowed(),
    });
    expect(allowed.status).toBe(c.allowedStatus);
  });

  it('sets only the caller’s own presence, signed in', async () => {
    const anonymous = await harness.request('/api/messaging/presence', {
      method: 'PUT',
      body: { status: 'online' },
    });
    expect(anonymous.status).toBe(401);
    const own = await harness.request('/api/messaging/presence', {
      method: 'PUT',
      body: { status: 'away', userId: bo.id },
      as: ada,
    });
    expect(own.status).toBe(204);
    const { body } = await harness.request(`/api/messaging/contacts/${bo.id}`, { as: ada });
    expect(body).toMatchObject({ presence: { status: 'offline' } });
  });
});
