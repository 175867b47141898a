import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  ChatMessagePostedEvent,
  ChatMessageSchema,
  ChatPageSchema,
  MESSAGING_REALTIME,
  MessagingRoomAccessQuery,
} from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import {
  announceProfile,
  connect,
  joinProject,
  leaveProject,
  recordDeliveries,
  startMessagingHarness,
} from '../testing/messaging-test-setup';

describe('project group chat', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startMessagingHarness();
  });
  afterAll(() => harness?.stop());

  const post = (user: TestUser, projectId: string, body: object) =>
    harness.request(`/api/messaging/projects/${projectId}/chat`, {
      method: 'POST',
      as: user,
      body,
    });
  const read = (user: TestUser, projectId: string, query = '') =>
    harness.request(`/api/messaging/projects/${projectId}/chat${query}`, { as: user });

  it('lets active members post and read, oldest first, with the sender and a room push', async () => {
    const [owner, editor] = [await harness.createUser(), await harness.createUser()];
    await announceProfile(harness, owner, 'Olive Owner');
    const projectId = randomUUID();
    await joinProject(harness, projectId, owner, editor);
    const posted = await harness.recordEvents(ChatMessagePostedEvent);
    const deliveries = recordDeliveries(harness, { rooms: [`project-chat:${projectId}`] });
    await deliveries.ready();

    const first = await post(owner, projectId, { text: '  Call time is 7am  ', clientId: 'c-1' });
    expect(first.status).toBe(201);
    expect(z.strictObject(ChatMessageSchema.shape).parse(first.body)).toMatchObject({
      projectId,
      text: 'Call time is 7am',
      clientId: 'c-1',
      sender: { id: owner.id, fullName: 'Olive Owner' },
    });
    expect((await post(editor, projectId, { text: 'On it' })).status).toBe(201);

    const { status, body } = await read(editor, projectId);
    expect(status).toBe(200);
    expect(ChatPageSchema.parse(body).messages.map((m) => m.text)).toEqual([
      'Call time is 7am',
      'On it',
    ]);
    await posted.next();
    expect(posted.payloads[0]).toMatchObject({
      projectId,
      senderId: owner.id,
      senderName: 'Olive Owner',
    });
    const created = () => deliveries.rooms(MESSAGING_REALTIME.chatMessageCreated);
    await harness.waitFor(() => created().length >= 2);
    expect(created()[0]).toMatchObject({
      room: `project-chat:${projectId}`,
      data: { text: 'Call time is 7am' },
    });
    deliveries.stop();
  });

  it('stores a retried message once (same clientId)', async () => {
    const [owner] = [await harness.createUser()];
    const projectId = randomUUID();
    await joinProject(harness, projectId, owner);
    const a = await post(owner, projectId, { text: 'Wrap!', clientId: 'retry-1' });
    const b = await post(owner, projectId, { text: 'Wrap!', clientId: 'retry-1' });
    expect(a.status).toBe(201);
    expect((b.body as { id: string }).id).toBe((a.body as { id: string }).id);
    const page = ChatPageSchema.parse((await read(owner, projectId)).body);
    expect(page.messages).toHaveLength(1);
  });

  it('refuses non-members and removed members, and evicts the removed from the room', async () => {
    const [owner, editor, outsider] = [
      await harness.createUser(),
      await harness.createUser(),
      await harness.createUser(),
    ];
    const projectId = randomUUID();
    await joinProject(harness, projectId, owner, editor);
    // A connection does not open a project's chat.
    await connect(harness, outsider, owner);
    for (const response of [
      await post(outsider, projectId, { text: 'let me in' }),
      await read(outsider, projectId),
    ]) {
      expect(response).toMatchObject({
        status: 403,
        body: {
          code: 'NOT_PROJECT_MEMBER',
          message: 'Only members of this project can use its group chat.',
        },
      });
    }

    const deliveries = recordDeliveries(harness, { rooms: [`project-chat:${projectId}`] });
    await deliveries.ready();
    await leaveProject(harness, projectId, editor);
    expect((await post(editor, projectId, { text: 'bye' })).status).toBe(403);
    await harness.waitFor(() => deliveries.evictions.length >= 1);
    expect(deliveries.evictions[0]).toEqual({
      room: `project-chat:${projectId}`,
      userIds: [editor.id],
    });
    deliveries.stop();
    const page = ChatPageSchema.parse((await read(owner, projectId)).body);
    expect(page.messages).toEqual([]);
  });

  it('answers room access: conversation participants and project members only', async () => {
    const [ada, bo, eve] = [
      await harness.createUser(),
      await harness.createUser(),
      await harness.createUser(),
    ];
    const projectId = randomUUID();
    await joinProject(harness, projectId, ada, bo);
    await harness.request('/api/messaging/messages', {
      method: 'POST',
      as: ada,
      body: { receiverId: bo.id, text: 'hi' },
    });
    const { body } = await harness.request(`/api/messaging/contacts/${bo.id}`, { as: ada });
    const conversationId = (body as { conversationId: string }).conversationId;
    const access = async (user: TestUser, room: string) =>
      (await harness.query(MessagingRoomAccessQuery, { userId: user.id, room })).allowed;

    expect(await access(bo, `conversation:${conversationId}`)).toBe(true);
    expect(await access(eve, `conversation:${conversationId}`)).toBe(false);
    expect(await access(bo, `project-chat:${projectId}`)).toBe(true);
    expect(await access(eve, `project-chat:${projectId}`)).toBe(false);
    expect(await access(ada, `project:${projectId}`)).toBe(false);
  });
});
