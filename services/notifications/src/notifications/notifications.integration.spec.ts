import type { TestUser } from '@filmcollab/service-kit/testing';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import {
  ApplicationAcceptedEvent,
  ApplicationRejectedEvent,
  ApplicationSubmittedEvent,
  ApplicationWithdrawnEvent,
  CommentCreatedEvent,
  ConnectionRequestAcceptedEvent,
  ConnectionRequestSentEvent,
  ConnectionRequestDeclinedEvent,
  ConversationReadEvent,
  DirectMessageSentEvent,
  InvitationAnsweredEvent,
  InvitationSentEvent,
  MessagingRoomAccessQuery,
  type Notification,
  TaskAssignedEvent,
  TaskCommentPostedEvent,
  UserMentionedEvent,
} from '@filmcollab/contracts';
import { AppModule } from '../app.module';
import { notificationsService } from '../service-definition';
import {
  applicationDecided,
  applicationSubmitted,
  connectionRequestSent,
  directMessageSent,
} from '../testing/event-builders';
import { consumersBound } from '../testing/consumers-bound';
import { RealtimeTestClient } from '../testing/realtime-test-client';

describe('notifications', () => {
  let harness: ServiceHarness;
  const sockets: RealtimeTestClient[] = [];

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: notificationsService });
    await harness.respondTo(MessagingRoomAccessQuery, () => ({ allowed: true }));
    await consumersBound(harness, [
      ConnectionRequestSentEvent,
      ConnectionRequestAcceptedEvent,
      ConnectionRequestDeclinedEvent,
      ApplicationSubmittedEvent,
      ApplicationAcceptedEvent,
      ApplicationRejectedEvent,
      ApplicationWithdrawnEvent,
      InvitationSentEvent,
      InvitationAnsweredEvent,
      DirectMessageSentEvent,
      ConversationReadEvent,
      UserMentionedEvent,
      CommentCreatedEvent,
      TaskCommentPostedEvent,
      TaskAssignedEvent,
    ]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const list = async (user: TestUser) => {
    const response = await harness.request('/api/notifications', { as: user });
    expect(response.status).toBe(200);
    return response.body as { items: Notification[]; unreadCount: number };
  };
  const settled = () => harness.waitForConsumersIdle();
  const socketOf = async (user: TestUser) => {
    const socket = await RealtimeTestClient.signedIn(harness.url, user.token);
    sockets.push(socket);
    return socket;
  };

  it('tells the receiver of a connection request, live and in the list', async () => {
    const receiver = await harness.createUser();
    const socket = await socketOf(receiver);
    const event = connectionRequestSent({ receiverId: receiver.id, senderId: 'sam' });
    await harness.publish(ConnectionRequestSentEvent, event);

    const pushed = await socket.next('notification.created');
    expect(pushed.data).toMatchObject({
      unreadCount: 1,
      notification: {
        title: 'New Connection Request',
        message: 'Sam Sender wants to connect with you',
        type: 'connection_request',
        relatedEntityType: 'connection_request',
        relatedEntityId: event.requestId,
        relatedProfileId: 'sam',
        isRead: false,
      },
    });
    const { items, unreadCount } = await list(receiver);
    expect(unreadCount).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0].title).toBe('New Connection Request');
  });

  it('marks the request read when it is answered and tells the sender it was accepted', async () => {
    const receiver = await harness.createUser();
    const sender = await harness.createUser();
    const sent = connectionRequestSent({ receiverId: receiver.id, senderId: sender.id });
    await harness.publish(ConnectionRequestSentEvent, sent);
    await settled();
    expect((await list(receiver)).unreadCount).toBe(1);
    await harness.publish(ConnectionRequestAcceptedEvent, {
      requestId: sent.requestId,
      senderId: sender.id,
      receiverId: receiver.id,
      receiverName: 'Rita Receiver',
      acceptedAt: new Date().toISOString(),
    });
    await settled();
    const received = await list(receiver);
    expect(received.unreadCount).toBe(0);
    expect(received.items[0].isRead).toBe(true);
    const [accepted] = (await list(sender)).items;
    expect(accepted).toMatchObject({
      title: 'Connection Accepted',
      message: 'Rita Receiver accepted your connection request',
      relatedProfileId: receiver.id,
    });
  });

  it('groups applications to one project while unread, with the spec 03 titles', async () => {
    const creator = await harness.createUser();
    const applicant = await harness.createUser();
    const first = applicationSubmitted({ creatorId: creator.id, applicantId: 'a1' });
    await harness.publish(ApplicationSubmittedEvent, first);
    await settled();
    expect((await list(creator)).items[0]).toMatchObject({
      title: 'New Project Application',
      message: 'Ana Applicant applied to Night Shoot as Gaffer',
      type: 'project_application',
      projectId: 'project-1',
      relatedProfileId: 'a1',
      count: 1,
    });
    for (const applicantId of ['a2', 'a3']) {
      await harness.publish(
        ApplicationSubmittedEvent,
        applicationSubmitted({ creatorId: creator.id, applicantId }),
      );
    }
    await harness.publish(
      ApplicationSubmittedEvent,
      applicationSubmitted({ creatorId: creator.id, projectId: 'p2', projectTitle: 'Day Shoot' }),
    );
    await settled();
    let { items, unreadCount } = await list(creator);
    expect(unreadCount).toBe(2);
    const grouped = items.find((item) => item.projectId === 'project-1')!;
    expect(grouped).toMatchObject({ count: 3, message: '3 new applications to Night Shoot' });

    // Read groups stay as they were; the next application starts a new item.
    await harness.request('/api/notifications/read', {
      as: creator,
      method: 'POST',
      body: { ids: [grouped.id] },
    });
    await harness.publish(
      ApplicationSubmittedEvent,
      applicationSubmitted({ creatorId: creator.id, applicantId: 'a4' }),
    );
    await settled();
    ({ items, unreadCount } = await list(creator));
    expect(unreadCount).toBe(2);
    expect(items.filter((item) => item.projectId === 'project-1').map((i) => i.count)).toEqual([
      1, 3,
    ]);

    await harness.publish(
      ApplicationAcceptedEvent,
      applicationDecided({ applicantId: applicant.id, creatorId: creator.id }),
    );
    await harness.publish(
      ApplicationRejectedEvent,
      applicationDecided({ applicantId: applicant.id, projectTitle: 'Day Shoot' }),
    );
    await settled();
    const titles = (await list(applicant)).items.map((item) => [item.title, item.message]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Application Accepted', 'Your application to Night Shoot was accepted'],
        ['Application Rejected', 'Your application to Day Shoot was not accepted'],
      ]),
    );
  });

  it('marks an application withdrawn before any decision as orphaned', async () => {
    const creator = await harness.createUser();
    const submitted = applicationSubmitted({ creatorId: creator.id, projectId: 'p-orphan' });
    await harness.publish(ApplicationSubmittedEvent, submitted);
    await settled();
    const { message: _m, opportunityId: _o, ...ref } = submitted;
    await harness.publish(ApplicationWithdrawnEvent, ref);
    await settled();
    expect((await list(creator)).items[0].relatedEntityType).toBe('orphaned_application');
  });

  it('marks ids and all read, never counting below 0, and tells the other tabs', async () => {
    const user = await harness.createUser();
    for (let i = 0; i < 3; i++) {
      await harness.publish(
        ConnectionRequestSentEvent,
        connectionRequestSent({ receiverId: user.id }),
      );
    }
    await settled();
    const socket = await socketOf(user);
    const [first, second] = (await list(user)).items;
    const read = (ids: string[]) =>
      harness.request('/api/notifications/read', { as: user, method: 'POST', body: { ids } });
    expect((await read([first.id])).body).toEqual({ unreadCount: 2 });
    expect((await read([first.id])).body).toEqual({ unreadCount: 2 });
    expect((await socket.next('notification.read')).data).toEqual({
      ids: [first.id],
      all: false,
      unreadCount: 2,
    });
    expect((await read([second.id, second.id])).body).toEqual({ unreadCount: 1 });
    const all = await harness.request('/api/notifications/read-all', { as: user, method: 'POST' });
    expect(all.body).toEqual({ unreadCount: 0 });
    const again = await harness.request('/api/notifications/read-all', {
      as: user,
      method: 'POST',
    });
    expect(again.body).toEqual({ unreadCount: 0 });
    expect((await harness.request('/api/notifications/unread-count', { as: user })).body).toEqual({
      unreadCount: 0,
    });
    expect((await list(user)).items.every((item) => item.isRead)).toBe(true);
  });

  it('authorizes every route and changes nothing on bad input', async () => {
    const owner = await harness.createUser();
    const other = await harness.createUser();
    await harness.publish(
      ConnectionRequestSentEvent,
      connectionRequestSent({ receiverId: owner.id }),
    );
    await settled();
    const [item] = (await list(owner)).items;

    const routes: [string, string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read', { ids: [item.id] }],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences', { email: { direct_message: false } }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await harness.request(path, { method, body });
      expect({ path, status: anonymous.status, code: anonymous.body?.code }).toEqual({
        path,
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
    // Another user's ids and "all" never reach the owner's notifications.
    const foreign = await harness.request('/api/notifications/read', {
      as: other,
      method: 'POST',
      body: { ids: [item.id] },
    });
    expect(foreign.body).toEqual({ unreadCount: 0 });
    await harness.request('/api/notifications/read-all', { as: other, method: 'POST' });
    expect((await list(other)).items).toEqual([]);

    for (const body of [{ ids: [] }, { ids: 'x' }, {}, { ids: Array(51).fill('a') }]) {
      const bad = await harness.request('/api/notifications/read', {
        as: owner,
        method: 'POST',
        body,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    const badPreferences = await harness.request('/api/notifications/preferences', {
      as: owner,
      method: 'PUT',
      body: { email: { nonsense: false } },
    });
    expect(badPreferences.status).toBe(400);
    expect((await list(owner)).unreadCount).toBe(1);
  });

  it('keeps each user’s e-mail switches per kind', async () => {
    const user = await harness.createUser();
    const initial = await harness.request('/api/notifications/preferences', { as: user });
    expect(Object.values(initial.body.email).every(Boolean)).toBe(true);
    const changed = await harness.request('/api/notifications/preferences', {
      as: user,
      method: 'PUT',
      body: { email: { direct_message: false, connection_request: false } },
    });
    expect(changed.body.email).toMatchObject({
      direct_message: false,
      connection_request: false,
      application_submitted: true,
    });
    await harness.request('/api/notifications/preferences', {
      as: user,
      method: 'PUT',
      body: { email: { connection_request: true } },
    });
    const stored = await harness.request('/api/notifications/preferences', { as: user });
    expect(stored.body.email).toMatchObject({ direct_message: false, connection_request: true });
  });

  it('tells about a direct message only when the receiver is not in its conversation', async () => {
    const receiver = await harness.createUser();
    const viewing = await socketOf(receiver);
    viewing.send({ type: 'subscribe', room: 'conversation:open-1' });
    await viewing.next('realtime.subscribed');
    await harness.publish(
      DirectMessageSentEvent,
      directMessageSent({ receiverId: receiver.id, conversationId: 'open-1' }),
    );
    for (const preview of ['Hi!', 'Are you there?']) {
      await harness.publish(
        DirectMessageSentEvent,
        directMessageSent({ receiverId: receiver.id, conversationId: 'closed-1', preview }),
      );
    }
    await settled();
    const created = await viewing.next('notification.created');
    expect(created.data).toMatchObject({ unreadCount: 1, notification: { count: 1 } });
    // The group grew: it was unread already, so the push carries no count to change.
    const grown = await viewing.next('notification.created');
    expect(grown.data).toMatchObject({ notification: { count: 2 } });
    expect(grown.data).not.toHaveProperty('unreadCount');
    const { items, unreadCount } = await list(receiver);
    expect(unreadCount).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'New Message',
      type: 'message',
      relatedEntityId: 'closed-1',
      message: '2 new messages from Sam Sender',
    });
    await harness.publish(ConversationReadEvent, {
      conversationId: 'closed-1',
      readerId: receiver.id,
      count: 2,
      readAt: new Date().toISOString(),
    });
    await settled();
    expect((await list(receiver)).unreadCount).toBe(0);
  });

  it('handles conversations side by side, each conversation’s messages in order', async () => {
    const receiver = await harness.createUser();
    const conversations = Array.from({ length: 12 }, (_, i) => `side-by-side-${i}`);
    const first = new Date(Date.now() - 1000).toISOString();
    const second = new Date().toISOString();
    const started = Date.now();
    for (const conversationId of conversations) {
      for (const sentAt of [first, second]) {
        await harness.publish(
          DirectMessageSentEvent,
          directMessageSent({ receiverId: receiver.id, conversationId, sentAt }),
        );
      }
    }
    await settled();
    // Each message waits for the replicas' 150 ms answer window: one after another, these 24
    // cannot take less than 3.6 s; side by side, about two windows.
    expect(Date.now() - started).toBeLessThan(24 * 150);
    const { items } = await list(receiver);
    expect(items.map((item) => item.relatedEntityId).sort()).toEqual([...conversations].sort());
    for (const item of items) {
      expect(item).toMatchObject({ message: '2 new messages from Sam Sender', createdAt: second });
    }
  });

  it('tells people they were mentioned, commented on or given a task, never about their own acts', async () => {
    const author = await harness.createUser();
    const reader = await harness.createUser();
    const at = new Date().toISOString();
    await harness.publish(UserMentionedEvent, {
      mentionedUserId: reader.id,
      mentionedUsername: 'reader',
      authorId: author.id,
      authorName: 'Ana Author',
      postId: 'post-1',
      commentId: null,
      preview: 'Look at this @reader',
      mentionedAt: at,
    });
    await harness.publish(UserMentionedEvent, {
      mentionedUserId: author.id,
      mentionedUsername: 'author',
      authorId: author.id,
      authorName: 'Ana Author',
      postId: 'post-1',
      commentId: null,
      preview: 'Me, @author',
      mentionedAt: at,
    });
    for (const commentId of ['c1', 'c2']) {
      await harness.publish(CommentCreatedEvent, {
        commentId,
        postId: 'post-9',
        postAuthorId: author.id,
        authorId: reader.id,
        authorName: 'Rey Reader',
        parentCommentId: null,
        preview: 'Lovely',
        createdAt: at,
      });
    }
    await harness.publish(TaskCommentPostedEvent, {
      commentId: 'tc1',
      taskId: 'task-1',
      taskTitle: 'Scout the rooftop',
      projectId: 'project-1',
      projectTitle: 'Night Shoot',
      authorId: author.id,
      authorName: 'Ana Author',
      mentionedUserIds: [reader.id, reader.id, author.id],
      preview: '@reader can you go?',
      at,
    });
    await harness.publish(TaskAssignedEvent, {
      taskId: 'task-1',
      taskTitle: 'Scout the rooftop',
      projectId: 'project-1',
      projectTitle: 'Night Shoot',
      assigneeId: reader.id,
      assignedBy: author.id,
      automatic: false,
      at,
    });
    await settled();

    const readerItems = (await list(reader)).items.map((item) => [item.title, item.message]);
    expect(readerItems).toEqual(
      expect.arrayContaining([
        ['You Were Mentioned', 'Ana Author mentioned you: Look at this @reader'],
        [
          'You Were Mentioned',
          'Ana Author mentioned you on "Scout the rooftop": @reader can you go?',
        ],
        ['Task Assigned', 'You were assigned "Scout the rooftop"'],
      ]),
    );
    expect(readerItems).toHaveLength(3);
    const authorItems = (await list(author)).items;
    expect(authorItems).toHaveLength(1);
    expect(authorItems[0]).toMatchObject({
      title: 'New Comment',
      message: '2 new comments on your post',
      relatedEntityType: 'post',
      relatedEntityId: 'post-9',
    });
  });
});
