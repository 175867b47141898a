import { type ServiceHarness, startServiceHarness, waitFor } from '@filmcollab/service-kit/testing';
import {
  MessagingRoomAccessQuery,
  REALTIME_CLOSE,
  REALTIME_SUBJECTS,
  SessionEndedEvent,
  type RealtimeRoomDelivery,
  type RealtimeUserDelivery,
} from '@filmcollab/contracts';
import { AppModule } from '../app.module';
import { notificationsService } from '../service-definition';
import { RealtimeTestClient } from '../testing/realtime-test-client';
import { RealtimePresence } from './realtime-presence';

describe('/realtime', () => {
  let harness: ServiceHarness;
  let replicaUrl: string;
  const clients: RealtimeTestClient[] = [];

  const track = (client: RealtimeTestClient) => (clients.push(client), client);
  const signedIn = async (token: string, url = harness.url) =>
    track(await RealtimeTestClient.signedIn(url, token));
  const publish = async (subject: string, body: unknown) => {
    harness.nats.publish(subject, JSON.stringify(body));
    await harness.nats.flush();
  };

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: notificationsService,
      env: { REALTIME_TOKEN_GRACE_MS: '0', REALTIME_SWEEP_MS: '100' },
    });
    replicaUrl = (await harness.startReplica()).url;
    // Only members of conversation c1 (ada, bo) may join it.
    await harness.respondTo(MessagingRoomAccessQuery, ({ userId, room }) => ({
      allowed: room === 'conversation:c1' && (userId === 'ada' || userId === 'bo'),
    }));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const tokenOf = (id: string, expiresIn?: number) =>
    harness.issuer.sign(
      { sub: id, email: `${id}@filmcollab.test`, preferred_username: id },
      expiresIn ? { expiresIn } : undefined,
    );

  it('delivers to users and rooms on whichever replica holds their sockets', async () => {
    const ada = await signedIn(await tokenOf('ada'));
    const bo = await signedIn(await tokenOf('bo'), replicaUrl);
    const boSecondTab = await signedIn(await tokenOf('bo'));

    const toUsers: RealtimeUserDelivery = {
      userIds: ['ada', 'bo'],
      type: 'notification.created',
      data: { id: 'n1' },
    };
    await publish(REALTIME_SUBJECTS.users, toUsers);
    for (const client of [ada, bo, boSecondTab]) {
      expect((await client.next('notification.created')).data).toEqual({ id: 'n1' });
    }

    ada.send({ type: 'subscribe', room: 'conversation:c1' });
    bo.send({ type: 'subscribe', room: 'conversation:c1' });
    await ada.next('realtime.subscribed');
    await bo.next('realtime.subscribed');
    const toRoom: RealtimeRoomDelivery = {
      room: 'conversation:c1',
      type: 'message.created',
      data: { text: 'hi' },
      exceptUserId: 'ada',
    };
    await publish(REALTIME_SUBJECTS.room, toRoom);
    expect(await bo.next('message.created')).toEqual({
      type: 'message.created',
      room: 'conversation:c1',
      data: { text: 'hi' },
    });

    // A signal from one replica's socket reaches the room's other user on the other replica.
    ada.send({
      type: 'signal',
      room: 'conversation:c1',
      name: 'signal.typing',
      data: { on: true },
    });
    expect(await bo.next('signal.typing')).toEqual({
      type: 'signal.typing',
      room: 'conversation:c1',
      from: 'ada',
      data: { on: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Exactly once each: every replica delivers only to its own sockets.
    for (const client of [ada, bo, boSecondTab]) {
      expect(client.received('notification.created')).toHaveLength(0);
    }
    expect(bo.received('message.created')).toHaveLength(0);
    expect(bo.received('signal.typing')).toHaveLength(0);
    expect(ada.received('message.created')).toHaveLength(0);
    expect(ada.received('signal.typing')).toHaveLength(0);
    expect(boSecondTab.received('message.created')).toHaveLength(0);
  });

  it('lets only the users the room owner allows join, and evicts them when it says so', async () => {
    const stranger = await signedIn(await tokenOf('cy'));
    stranger.send({ type: 'subscribe', room: 'conversation:c1' });
    const refused = await stranger.next('realtime.error');
    expect(refused.data).toMatchObject({ code: 'ROOM_FORBIDDEN', room: 'conversation:c1' });
    stranger.send({ type: 'signal', room: 'conversation:c1', name: 'signal.typing' });
    expect((await stranger.next('realtime.error')).data).toMatchObject({ code: 'NOT_SUBSCRIBED' });

    const bo = await signedIn(await tokenOf('bo'), replicaUrl);
    bo.send({ type: 'subscribe', room: 'conversation:c1' });
    await bo.next('realtime.subscribed');
    await publish(REALTIME_SUBJECTS.evict, { room: 'conversation:c1', userIds: ['bo'] });
    expect((await bo.next('realtime.unsubscribed')).data).toEqual({
      room: 'conversation:c1',
      reason: 'evicted',
    });
    await publish(REALTIME_SUBJECTS.room, {
      room: 'conversation:c1',
      type: 'message.created',
      data: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bo.received('message.created')).toHaveLength(0);
  });

  it('answers bad frames with an error and keeps the socket', async () => {
    const ada = await signedIn(await tokenOf('ada'));
    ada.send({ type: 'subscribe', room: 'billing:1' });
    expect((await ada.next('realtime.error')).data).toMatchObject({ code: 'BAD_FRAME' });
    ada.socket.send('not json');
    expect((await ada.next('realtime.error')).data).toMatchObject({ code: 'BAD_FRAME' });
    ada.send({ type: 'ping' });
    await ada.next('realtime.pong');
  });

  it('refuses sockets of other origins, invalid tokens and frames before auth', async () => {
    const foreign = track(await RealtimeTestClient.open(harness.url, 'https://evil.example'));
    expect(await foreign.closedWith()).toEqual(REALTIME_CLOSE.ORIGIN_NOT_ALLOWED);

    const early = track(await RealtimeTestClient.open(harness.url));
    early.send({ type: 'subscribe', room: 'conversation:c1' });
    expect((await early.next('realtime.error')).data).toMatchObject({ code: 'NOT_AUTHENTICATED' });

    const forged = track(await RealtimeTestClient.open(harness.url));
    forged.send({ type: 'auth', token: `${await tokenOf('ada')}x` });
    expect(await forged.closedWith()).toEqual(REALTIME_CLOSE.UNAUTHORIZED);

    const switching = await signedIn(await tokenOf('ada'));
    switching.send({ type: 'auth', token: await tokenOf('bo') });
    expect(await switching.closedWith()).toEqual(REALTIME_CLOSE.UNAUTHORIZED);
  });

  it('knows whether a user is in a room on any replica', async () => {
    const bo = await signedIn(await tokenOf('bo'), replicaUrl);
    bo.send({ type: 'subscribe', room: 'conversation:c1' });
    await bo.next('realtime.subscribed');
    const presence = harness.get(RealtimePresence);
    expect(await presence.isInRoom('bo', 'conversation:c1')).toBe(true);
    expect(await presence.isInRoom('ada', 'conversation:c1')).toBe(false);
    bo.send({ type: 'unsubscribe', room: 'conversation:c1' });
    await bo.next('realtime.unsubscribed');
    expect(await presence.isInRoom('bo', 'conversation:c1')).toBe(false);

    bo.send({ type: 'subscribe', room: 'conversation:c1' });
    await bo.next('realtime.subscribed');
    expect(await presence.isInRoom('bo', 'conversation:c1')).toBe(true);
    bo.close();
    await waitFor(async () => !(await presence.isInRoom('bo', 'conversation:c1')));
  });

  it('answers "not in the room" without waiting out the replicas', async () => {
    const presence = harness.get(RealtimePresence);
    const started = Date.now();
    // The old broadcast waited its whole 150 ms answer window each time nobody was looking.
    for (let i = 0; i < 10; i++) {
      expect(await presence.isInRoom('ada', `conversation:quiet-${i}`)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('drops frames beyond the rate limit and says so once', async () => {
    const ada = await signedIn(await tokenOf('ada'));
    for (let i = 0; i < 60; i++) ada.send({ type: 'ping' });
    await ada.next(
      'realtime.error',
      (frame) => (frame.data as { code: string }).code === 'RATE_LIMITED',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pongs = ada.received('realtime.pong').length;
    // The burst (40 frames, the auth frame included), plus what refilled meanwhile.
    expect(pongs).toBeGreaterThanOrEqual(38);
    expect(pongs).toBeLessThan(60);
    expect(ada.received('realtime.error')).toHaveLength(0);
  });

  it('closes a socket whose token expires, unless a refreshed token came first', async () => {
    const expiring = await signedIn(await tokenOf('ada', 2));
    const refreshed = await signedIn(await tokenOf('bo', 2));
    refreshed.send({ type: 'auth', token: await tokenOf('bo', 60) });
    await refreshed.next('realtime.ready');
    expect(await expiring.closedWith(6000)).toEqual(REALTIME_CLOSE.TOKEN_EXPIRED);
    expect(refreshed.closed).toBeNull();
  });

  it('closes the sockets of a session that ended elsewhere (sign-out)', async () => {
    const sessionId = `session-${Date.now()}`;
    const token = await harness.issuer.sign({
      sub: 'ada',
      email: 'ada@filmcollab.test',
      preferred_username: 'ada',
      sid: sessionId,
    });
    const ada = await signedIn(token);
    const other = await signedIn(await tokenOf('ada'));
    await harness.publish(SessionEndedEvent, { sessionId, endedAt: new Date().toISOString() });
    expect(await ada.closedWith(10_000)).toEqual({ code: 4401, reason: 'Session ended' });
    expect(other.closed).toBeNull();
  });

  it('tells its sockets it is going away when a replica stops', async () => {
    const replica = await harness.startReplica();
    const ada = await signedIn(await tokenOf('ada'), replica.url);
    await replica.stop();
    expect(await ada.closedWith()).toEqual(REALTIME_CLOSE.GOING_AWAY);
  });
});
