import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  ContactSchema,
  ConversationListSchema,
  ConversationReadEvent,
  DirectMessageSchema,
  DirectMessageSentEvent,
  MarkReadResponseSchema,
  MessagePageSchema,
  MESSAGING_REALTIME,
  MessagingErrors,
  REALTIME_SUBJECTS,
  UnreadCountSchema,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import {
  announceProfile,
  connect,
  disconnect,
  joinProject,
  leaveProject,
  recordDeliveries,
  startMessagingHarness,
} from '../testing/messaging-test-setup';

describe('direct messages', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startMessagingHarness();
  });
  afterAll(() => harness?.stop());

  const send = (from: TestUser, to: TestUser, text: string) =>
    harness.request('/api/messaging/messages', {
      method: 'POST',
      as: from,
      body: { receiverId: to.id, text },
    });
  const contact = async (viewer: TestUser, other: TestUser) => {
    const { status, body } = await harness.request(`/api/messaging/contacts/${other.id}`, {
      as: viewer,
    });
    expect(status).toBe(200);
    return z.strictObject(ContactSchema.shape).parse(body);
  };
  const conversations = async (viewer: TestUser) => {
    const { status, body } = await harness.request('/api/messaging/conversations', { as: viewer });
    expect(status).toBe(200);
    return ConversationListSchema.parse(body).conversations;
  };
  const unread = async (viewer: TestUser) => {
    const { body } = await harness.request('/api/messaging/unread-count', { as: viewer });
    return UnreadCountSchema.parse(body).total;
  };
  const thread = async (viewer: TestUser, conversationId: string, query = '') => {
    const { status, body } = await harness.request(
      `/api/messaging/conversations/${conversationId}/messages${query}`,
      { as: viewer },
    );
    expect(status).toBe(200);
    return MessagePageSchema.parse(body);
  };

  it('refuses strangers with the spec text and stores nothing', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    const { status, body } = await send(ada, bo, 'hello');
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 'NOT_ALLOWED_TO_MESSAGE',
      message: 'You can only message users from your projects.',
    });
    expect(await contact(ada, bo)).toMatchObject({ canMessage: false, conversationId: null });
    expect(await conversations(bo)).toEqual([]);
    expect(await unread(bo)).toBe(0);
  });

  it('allows connected users, and stops when the connection is removed (history stays)', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    expect(await contact(bo, ada)).toMatchObject({ canMessage: true });
    const sent = await send(ada, bo, '  Hi Bo  ');
    expect(sent.status).toBe(201);
    expect(z.strictObject(DirectMessageSchema.shape).parse(sent.body)).toMatchObject({
      senderId: ada.id,
      receiverId: bo.id,
      text: 'Hi Bo',
      read: false,
    });

    await disconnect(harness, ada, bo);
    expect((await send(bo, ada, 'still there?')).status).toBe(403);
    const [entry] = await conversations(bo);
    expect(entry).toMatchObject({ canMessage: false, lastMessage: 'Hi Bo', unreadCount: 1 });
  });

  it('allows users sharing a project, and stops when one leaves it', async () => {
    const [owner, member, other] = [
      await harness.createUser(),
      await harness.createUser(),
      await harness.createUser(),
    ];
    const projectId = randomUUID();
    await joinProject(harness, projectId, owner, member);
    await joinProject(harness, randomUUID(), other);
    expect((await send(member, owner, 'ready for the shoot')).status).toBe(201);
    expect((await send(other, owner, 'hi')).status).toBe(403);

    expect((await conversations(owner))[0]).toMatchObject({ canMessage: true });
    await leaveProject(harness, projectId, member);
    expect((await conversations(owner))[0]).toMatchObject({ canMessage: false });
    expect((await send(member, owner, 'bye')).status).toBe(403);
    expect((await send(owner, member, 'come back')).status).toBe(403);

    await joinProject(harness, randomUUID(), owner, member);
    expect((await send(owner, member, 'welcome back')).status).toBe(201);
  });

  it('keeps the latest fact when connection events arrive out of order', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    const { ConnectionRemovedEvent, ConnectionRequestAcceptedEvent } =
      await import('@filmcollab/contracts');
    await harness.publish(ConnectionRemovedEvent, {
      userId: ada.id,
      otherUserId: bo.id,
      removedAt: '2030-01-02T00:00:00.000Z',
    });
    await harness.publish(ConnectionRequestAcceptedEvent, {
      requestId: randomUUID(),
      senderId: ada.id,
      receiverId: bo.id,
      receiverName: null,
      acceptedAt: '2030-01-01T00:00:00.000Z',
    });
    await harness.waitForConsumersIdle();
    expect((await send(ada, bo, 'hi')).status).toBe(403);
  });

  it('delivers to an offline receiver: the message, its unread count and the list are there later', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    await announceProfile(harness, ada, 'Ada Lovelace');
    const sentEvents = await harness.recordEvents(DirectMessageSentEvent);
    const deliveries = recordDeliveries(harness, { users: [ada, bo] });
    await deliveries.ready();
    for (const text of ['one', 'two', 'three'])
      expect((await send(ada, bo, text)).status).toBe(201);

    await sentEvents.next();
    expect(sentEvents.payloads[0]).toMatchObject({
      senderId: ada.id,
      receiverId: bo.id,
      senderName: 'Ada Lovelace',
      preview: 'one',
    });
    const created = () => deliveries.users(MESSAGING_REALTIME.messageCreated);
    await harness.waitFor(() => created().length >= 3);
    expect(created()[0]).toMatchObject({
      userIds: [ada.id, bo.id],
    });
    deliveries.stop();

    // Bo comes online later: everything is there.
    expect(await unread(bo)).toBe(3);
    expect(await unread(ada)).toBe(0);
    const [entry] = await conversations(bo);
    expect(entry).toMatchObject({
      otherUser: { id: ada.id, fullName: 'Ada Lovelace' },
      lastMessage: 'three',
      unreadCount: 3,
      canMessage: true,
      presence: { status: 'offline' },
    });
    const page = await thread(bo, entry.id);
    expect(page.messages.map((m) => m.text)).toEqual(['one', 'two', 'three']);
  });

  it('marks read only what was sent to the reader, tells the sender, and never counts below 0', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    await send(ada, bo, 'first');
    await send(bo, ada, 'reply');
    await send(ada, bo, 'second');
    const [entry] = await conversations(bo);
    const readEvents = await harness.recordEvents(ConversationReadEvent);
    const deliveries = recordDeliveries(harness, { users: [ada, bo] });
    await deliveries.ready();

    const read = async (viewer: TestUser) => {
      const { status, body } = await harness.request(
        `/api/messaging/conversations/${entry.id}/read`,
        { method: 'POST', as: viewer },
      );
      expect(status).toBe(200);
      return MarkReadResponseSchema.parse(body);
    };
    expect(await read(bo)).toMatchObject({ marked: 2, unreadTotal: 0 });
    expect((await read(bo)).messageIds).toEqual([]);
    expect(await unread(bo)).toBe(0);
    expect(await unread(ada)).toBe(1);

    await readEvents.next();
    expect(readEvents.count()).toBe(1);
    const reads = () => deliveries.users(MESSAGING_REALTIME.messagesRead);
    await harness.waitFor(() => reads().length >= 1);
    expect(reads()[0]).toMatchObject({
      userIds: [bo.id, ada.id],
      data: { conversationId: entry.id, readerId: bo.id },
    });
    deliveries.stop();

    const page = await thread(ada, entry.id);
    expect(page.messages.map((m) => [m.text, m.read])).toEqual([
      ['first', true],
      ['reply', false],
      ['second', true],
    ]);
    expect((await conversations(ada))[0].unreadCount).toBe(1);
  });

  it('pages older messages with a cursor and searches within the thread', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    for (let i = 1; i <= 5; i += 1) await send(ada, bo, `take ${i}${i === 2 ? ' Rooftop' : ''}`);
    const { conversationId } = await contact(bo, ada);
    const latest = await thread(bo, conversationId ?? '', '?limit=2');
    expect(latest.messages.map((m) => m.text)).toEqual(['take 4', 'take 5']);
    const older = await thread(bo, conversationId ?? '', `?limit=2&before=${latest.nextCursor}`);
    expect(older.messages.map((m) => m.text)).toEqual(['take 2 Rooftop', 'take 3']);
    const oldest = await thread(bo, conversationId ?? '', `?limit=2&before=${older.nextCursor}`);
    expect(oldest).toMatchObject({ nextCursor: null });
    expect(oldest.messages.map((m) => m.text)).toEqual(['take 1']);

    const found = await thread(bo, conversationId ?? '', '?q=rooftop');
    expect(found.messages.map((m) => m.text)).toEqual(['take 2 Rooftop']);
    expect((await thread(bo, conversationId ?? '', '?q=.*')).messages).toEqual([]);
    const bad = await harness.request(
      `/api/messaging/conversations/${conversationId}/messages?before=not-a-cursor`,
      { as: bo },
    );
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_CURSOR' } });
    const tooMany = await harness.request(
      `/api/messaging/conversations/${conversationId}/messages?limit=1000`,
      { as: bo },
    );
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('hides a conversation from everyone but its two users', async () => {
    const [ada, bo, eve] = [
      await harness.createUser(),
      await harness.createUser(),
      await harness.createUser(),
    ];
    await connect(harness, ada, bo);
    await send(ada, bo, 'private');
    const { conversationId } = await contact(ada, bo);
    for (const path of ['messages', 'read']) {
      const { status, body } = await harness.request(
        `/api/messaging/conversations/${conversationId}/${path}`,
        { method: path === 'read' ? 'POST' : 'GET', as: eve },
      );
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: MessagingErrors.CONVERSATION_NOT_FOUND.code });
    }
  });

  it('refuses blank text and messages to oneself without storing anything', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    expect((await send(ada, bo, '   ')).status).toBe(400);
    expect((await send(ada, ada, 'me')).body).toMatchObject({ code: 'CANNOT_MESSAGE_SELF' });
    const bad = await harness.request('/api/messaging/messages', {
      method: 'POST',
      as: ada,
      body: { text: 'no receiver' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await conversations(ada)).toEqual([]);
    expect(await unread(bo)).toBe(0);
  });

  it('keeps names from user.registered and the newest profile.changed', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    await harness.publish(UserRegisteredEvent, {
      userId: ada.id,
      email: ada.email,
      username: ada.username,
      fullName: 'Ada Registered',
    });
    await harness.waitForConsumersIdle();
    expect((await contact(bo, ada)).user.fullName).toBe('Ada Registered');
    await announceProfile(harness, ada, 'Ada v3', 3);
    await announceProfile(harness, ada, 'Ada v2', 2);
    expect((await contact(bo, ada)).user).toMatchObject({
      fullName: 'Ada v3',
      profileImageUrl: `https://img.test/${ada.id}.png`,
    });
  });

  it('sets presence and pushes it to conversation partners; unknown reads offline', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    await send(ada, bo, 'hi');
    const deliveries = recordDeliveries(harness, { users: [bo] });
    await deliveries.ready();
    const put = (status: string) =>
      harness.request('/api/messaging/presence', { method: 'PUT', as: ada, body: { status } });
    expect((await put('online')).status).toBe(204);
    expect((await contact(bo, ada)).presence).toMatchObject({ status: 'online' });
    const presence = () => deliveries.users(MESSAGING_REALTIME.presenceChanged);
    await harness.waitFor(() => presence().length >= 1);
    expect(presence()[0]).toMatchObject({
      userIds: [bo.id],
      data: { userId: ada.id, status: 'online' },
    });
    deliveries.stop();
    expect((await put('busy')).status).toBe(400);
    expect((await put('offline')).status).toBe(204);
    const seen = (await contact(bo, ada)).presence;
    expect(seen.status).toBe('offline');
    expect(seen.lastSeen).not.toBeNull();
  });

  it('goes offline when the last realtime socket closes, not before', async () => {
    const [ada, bo] = [await harness.createUser(), await harness.createUser()];
    await connect(harness, ada, bo);
    await send(ada, bo, 'hi');
    const notice = (socketId: string, state: 'opened' | 'closed') =>
      harness.nats.publish(
        REALTIME_SUBJECTS.socket,
        JSON.stringify({ userId: ada.id, socketId, state, at: new Date().toISOString() }),
      );
    notice('s1', 'opened');
    notice('s2', 'opened');
    await harness.nats.flush();
    await harness.request('/api/messaging/presence', {
      method: 'PUT',
      as: ada,
      body: { status: 'online' },
    });
    const deliveries = recordDeliveries(harness, { users: [bo] });
    await deliveries.ready();

    // The 'online' change above may still be on its way to the recorder, so only offline ones count.
    const wentOffline = () =>
      deliveries
        .users(MESSAGING_REALTIME.presenceChanged)
        .filter((delivery) => (delivery.data as { status?: string }).status === 'offline');

    notice('s1', 'closed');
    await harness.nats.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await contact(bo, ada)).presence.status).toBe('online');
    expect(wentOffline()).toEqual([]);

    notice('s2', 'closed');
    await harness.waitFor(async () => (await contact(bo, ada)).presence.status === 'offline');
    await harness.waitFor(() => wentOffline().length >= 1);
    expect(wentOffline()[0]).toMatchObject({
      userIds: [bo.id],
      data: { userId: ada.id, status: 'offline' },
    });
    deliveries.stop();
  });
});
