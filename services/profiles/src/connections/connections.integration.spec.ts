import { profilesService } from '../service-definition';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import {
  ConnectionExistsQuery,
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  ConnectionRequestSchema,
  ConnectionRequestSentEvent,
  ConnectionRemovedEvent,
  EventEnvelopeSchema,
  type EventDefinition,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';

describe('connection requests', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  const send = (token: string, receiverId: string) =>
    harness.request('/api/profiles/connections/requests', {
      method: 'POST',
      token,
      body: { receiverId },
    });
  const answer = (token: string, id: string, action: 'accept' | 'decline') =>
    harness.request(`/api/profiles/connections/requests/${id}/${action}`, {
      method: 'POST',
      token,
    });
  const list = (token: string, query: string) =>
    harness.request(`/api/profiles/connections/requests?${query}`, { token });
  const status = async (token: string, id: string) =>
    (await harness.request(`/api/profiles/${id}/relationship`, { token })).body.connectionStatus;

  /** The events on the PROFILES stream for this request id. */
  async function eventsFor(definition: EventDefinition, requestId: string): Promise<unknown[]> {
    const js = jetstream(harness.nats);
    const consumer = await (
      await js.jetstreamManager()
    ).consumers.add('PROFILES', {
      filter_subject: definition.subject,
      deliver_policy: 'all' as never,
      ack_policy: 'none' as never,
    });
    const messages = await (
      await js.consumers.get('PROFILES', consumer.name)
    ).fetch({ max_messages: 100, expires: 1000 });
    const payloads: unknown[] = [];
    for await (const message of messages) {
      const envelope = EventEnvelopeSchema.parse(message.json());
      const payload = definition.payload.parse(envelope.payload) as { requestId: string };
      if (payload.requestId === requestId) payloads.push(payload);
      if (message.info.pending === 0) break;
    }
    return payloads;
  }

  it('sends a request, shows it both ways, and accepting connects the pair', async () => {
    const sender = await signUp(harness, 'sender', 'Sam Sender');
    const receiver = await signUp(harness, 'receiver', 'Rita Receiver');
    const sent = await send(sender.token, receiver.id);
    expect(sent.status).toBe(201);
    const request = ConnectionRequestSchema.parse(sent.body);
    expect(request).toMatchObject({
      senderId: sender.id,
      receiverId: receiver.id,
      status: 'pending',
      respondedAt: null,
      sender: { id: sender.id, fullName: 'Sam Sender', username: sender.username },
    });
    expect(await status(sender.token, receiver.id)).toBe('pending_outgoing');
    expect(await status(receiver.token, sender.id)).toBe('pending_incoming');
    expect(
      (await harness.request(`/api/profiles/${sender.id}/relationship`, { token: receiver.token }))
        .body.pendingRequestId,
    ).toBe(request.id);

    expect(
      (await list(receiver.token, 'direction=incoming')).body.requests.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([request.id]);
    expect(
      (await list(sender.token, 'direction=outgoing')).body.requests.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([request.id]);
    expect((await list(sender.token, 'direction=incoming')).body.requests).toEqual([]);

    expect(
      await harness.query(ConnectionExistsQuery, {
        userId: sender.id,
        otherUserId: receiver.id,
      }),
    ).toEqual({ connected: false });
    const accepted = await answer(receiver.token, request.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    expect(accepted.body.respondedAt).not.toBeNull();
    expect(
      await harness.query(ConnectionExistsQuery, {
        userId: receiver.id,
        otherUserId: sender.id,
      }),
    ).toEqual({ connected: true });
    expect(await status(sender.token, receiver.id)).toBe('connected');
    expect(
      (await list(receiver.token, 'direction=incoming&status=accepted')).body.requests,
    ).toHaveLength(1);

    expect(await eventsFor(ConnectionRequestSentEvent, request.id)).toEqual([
      expect.objectContaining({
        senderId: sender.id,
        receiverId: receiver.id,
        senderName: 'Sam Sender',
        senderUsername: sender.username,
      }),
    ]);
    expect(await eventsFor(ConnectionRequestAcceptedEvent, request.id)).toEqual([
      expect.objectContaining({
        senderId: sender.id,
        receiverId: receiver.id,
        receiverName: 'Rita Receiver',
      }),
    ]);

    const again = await send(sender.token, receiver.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'ALREADY_CONNECTED',
      message: 'You are already connected with this user.',
    });
    expect((await send(receiver.token, sender.id)).body.code).toBe('ALREADY_CONNECTED');
  });

  it('refuses requests to oneself and to unknown users', async () => {
    const user = await signUp(harness, 'lonely');
    expect(await send(user.token, user.id)).toMatchObject({
      status: 400,
      body: {
        code: 'CANNOT_CONNECT_TO_SELF',
        message: 'You cannot send a connection request to yourself.',
      },
    });
    expect((await send(user.token, randomUUID())).status).toBe(404);
    expect((await send(user.token, '')).status).toBe(400);
  });

  it('refuses a duplicate while pending, in either direction, even when sent simultaneously', async () => {
    const a = await signUp(harness, 'a');
    const b = await signUp(harness, 'b');
    const answers = await Promise.all([
      send(a.token, b.id),
      send(a.token, b.id),
      send(b.token, a.id),
      send(b.token, a.id),
    ]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(3).fill('CONNECTION_REQUEST_PENDING'),
    );
    const winner = answers.find((r) => r.status === 201)!.body;
    const loserToken = winner.senderId === a.id ? b.token : a.token;
    const senderToken = winner.senderId === a.id ? a.token : b.token;
    const otherId = winner.senderId === a.id ? a.id : b.id;
    expect((await send(loserToken, otherId)).body.message).toBe(
      'This user has already sent you a connection request. Accept it instead.',
    );
    expect((await send(senderToken, winner.receiverId)).body.message).toBe(
      'You have already sent a connection request to this user.',
    );
  });

  it('lets only the receiver answer, once; declining leaves them unconnected and allows a new request', async () => {
    const sender = await signUp(harness, 'sender');
    const receiver = await signUp(harness, 'receiver');
    const outsider = await signUp(harness, 'outsider');
    const { body: request } = await send(sender.token, receiver.id);

    expect((await answer(sender.token, request.id, 'accept')).body).toEqual({
      code: 'NOT_REQUEST_RECEIVER',
      message: 'Only the person this request was sent to can answer it.',
    });
    expect((await answer(outsider.token, request.id, 'decline')).status).toBe(403);
    expect((await answer(receiver.token, randomUUID(), 'accept')).status).toBe(404);

    const declined = await answer(receiver.token, request.id, 'decline');
    expect(declined.body).toMatchObject({ status: 'rejected' });
    expect((await answer(receiver.token, request.id, 'accept')).body.code).toBe(
      'CONNECTION_REQUEST_ALREADY_ANSWERED',
    );
    expect(
      await harness.query(ConnectionExistsQuery, {
        userId: sender.id,
        otherUserId: receiver.id,
      }),
    ).toEqual({ connected: false });
    expect(await status(sender.token, receiver.id)).toBe('none');
    expect(await eventsFor(ConnectionRequestDeclinedEvent, request.id)).toHaveLength(1);

    expect((await send(sender.token, receiver.id)).status).toBe(201);
  });

  it('lets either side remove a connection, once, with its event; a new request connects again', async () => {
    const [alice, bob, carol] = await Promise.all([
      signUp(harness, 'alice', 'Alice A'),
      signUp(harness, 'bob', 'Bob B'),
      signUp(harness, 'carol', 'Carol C'),
    ]);
    const removed = await harness.recordEvents(ConnectionRemovedEvent);
    const request = ConnectionRequestSchema.parse((await send(alice.token, bob.id)).body);
    expect((await answer(bob.token, request.id, 'accept')).status).toBe(200);
    const remove = (token: string, userId: string) =>
      harness.request(`/api/profiles/connections/${userId}`, { method: 'DELETE', token });

    // Someone outside the connection cannot end it.
    expect(await remove(carol.token, bob.id)).toMatchObject({
      status: 404,
      body: { code: 'NOT_CONNECTED', message: 'You are not connected with this user.' },
    });
    expect(await status(alice.token, bob.id)).toBe('connected');

    expect((await remove(bob.token, alice.id)).status).toBe(204);
    expect(await status(alice.token, bob.id)).toBe('none');
    expect(
      await harness.query(ConnectionExistsQuery, { userId: alice.id, otherUserId: bob.id }),
    ).toEqual({ connected: false });
    const event = await removed.next((payload) => payload.userId === bob.id);
    expect(event).toMatchObject({ userId: bob.id, otherUserId: alice.id });
    expect((await remove(alice.token, bob.id)).body.code).toBe('NOT_CONNECTED');
    expect(removed.count((payload) => payload.otherUserId === alice.id)).toBe(1);

    const again = ConnectionRequestSchema.parse((await send(alice.token, bob.id)).body);
    expect((await answer(bob.token, again.id, 'accept')).status).toBe(200);
    expect(await status(bob.token, alice.id)).toBe('connected');
  });

  it('needs a signed-in user', async () => {
    expect((await harness.request('/api/profiles/connections/requests')).status).toBe(401);
    expect(
      (await harness.request('/api/profiles/connections/someone', { method: 'DELETE' })).status,
    ).toBe(401);
  });
});
