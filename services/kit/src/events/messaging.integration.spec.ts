import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { DomainError } from '../errors/domain-error';
import { QueryClient } from '../queries/query-client';
import {
  BrokenAnswerQuery,
  LooseTakeCountQuery,
  MessagingTestModule,
  Recorder,
  RefusingQuery,
  SceneCutEvent,
  SceneShotEvent,
  TakeCountQuery,
  UnansweredQuery,
} from '../test-support/messaging-test.module';
import { waitFor } from '../test-support/wait-for';
import {
  startTestInfrastructure,
  type TestInfrastructure,
} from '../testing/start-test-infrastructure';
import { startTestService, testEnvironment, type TestService } from '../testing/start-test-service';
import { EventBus } from './event-bus';

describe('events and queries over a real nats-server', () => {
  let infrastructure: TestInfrastructure;
  let service: TestService;
  let recorder: Recorder;
  let events: EventBus;
  let queries: QueryClient;
  let nats: NatsConnection;

  beforeAll(async () => {
    infrastructure = await startTestInfrastructure();
    service = await startTestService(MessagingTestModule, {
      service: 'kittest',
      env: testEnvironment(infrastructure, undefined, { EVENT_RETRY_BASE_MS: '50' }),
    });
    recorder = service.app.get(Recorder);
    events = service.app.get(EventBus);
    queries = service.app.get(QueryClient);
    nats = await connect({ servers: infrastructure.natsUrl });
  });

  afterAll(async () => {
    await nats?.close();
    await service?.stop();
    await infrastructure?.stop();
  });

  /** Events are handled in order, so once a later event is handled every earlier one has been too. */
  async function settle(sentinelScene: number): Promise<void> {
    await events.publish(SceneShotEvent, { scene: sentinelScene });
    await waitFor(() => recorder.count(sentinelScene) === 1, `sentinel ${sentinelScene}`);
  }

  describe('events', () => {
    it('keeps the domain stream to exactly the declared subjects', async () => {
      await events.publish(SceneCutEvent, { scene: 0 });
      const jsm = await jetstream(nats).jetstreamManager();
      const info = await jsm.streams.info('KITTEST');
      expect([...(info.config.subjects ?? [])].sort()).toEqual([
        'kittest.scene.cut',
        'kittest.scene.shot',
      ]);
      const consumer = await jsm.consumers.info('KITTEST', 'kittest-kittest-scene-shot');
      expect(consumer.config.ack_policy).toBe('explicit');
      expect(consumer.config.filter_subject).toBe('kittest.scene.shot');
    });

    it('delivers a published event to the durable consumer, which acknowledges it', async () => {
      const { envelope, duplicate } = await events.publish(SceneShotEvent, { scene: 1 });
      expect(duplicate).toBe(false);
      await waitFor(() => recorder.count(1) === 1, 'scene 1 to be handled');
      const handled = recorder.handled.find((h) => h.envelope.id === envelope.id);
      expect(handled?.payload).toEqual({ scene: 1 });
      expect(handled?.envelope.subject).toBe('kittest.scene.shot');

      const jsm = await jetstream(nats).jetstreamManager();
      await waitFor(async () => {
        const info = await jsm.consumers.info('KITTEST', 'kittest-kittest-scene-shot');
        return info.num_ack_pending === 0 && info.num_pending === 0;
      }, 'the consumer to have nothing pending');
    });

    it('redelivers an event whose handler failed, until it succeeds', async () => {
      recorder.failuresBeforeSuccess.set(2, 2);
      await events.publish(SceneShotEvent, { scene: 2 });
      await waitFor(() => recorder.count(2) === 1, 'scene 2 to succeed on its third delivery');
      expect(recorder.attempts.get(2)).toBe(3);
    });

    it('stores a re-published event id once and handles it once', async () => {
      const first = await events.publish(SceneShotEvent, { scene: 3 }, { eventId: 'scene-3-shot' });
      const again = await events.publish(SceneShotEvent, { scene: 3 }, { eventId: 'scene-3-shot' });
      expect(first.duplicate).toBe(false);
      expect(again.duplicate).toBe(true);
      await settle(1003);
      expect(recorder.count(3)).toBe(1);
    });

    it('runs the handler once when the same event arrives twice past de-duplication', async () => {
      const envelope = {
        id: 'scene-4-shot',
        subject: SceneShotEvent.subject,
        occurredAt: new Date().toISOString(),
        payload: { scene: 4 },
      };
      const js = jetstream(nats);
      // No msgID: JetStream stores both copies, as it would after a lost acknowledgement.
      await js.publish(SceneShotEvent.subject, JSON.stringify(envelope));
      await js.publish(SceneShotEvent.subject, JSON.stringify(envelope));
      await settle(1004);
      expect(recorder.count(4)).toBe(1);
      const connection = service.app.get<Connection>(getConnectionToken());
      const remembered = await connection
        .collection('processed_events')
        .find({ eventId: 'scene-4-shot' })
        .toArray();
      expect(remembered).toHaveLength(1);
    });

    it('drops an event whose payload breaks the contract without calling the handler', async () => {
      const js = jetstream(nats);
      await js.publish(
        SceneShotEvent.subject,
        JSON.stringify({
          id: 'bad-scene',
          subject: SceneShotEvent.subject,
          occurredAt: new Date().toISOString(),
          payload: { scene: 'five' },
        }),
      );
      await settle(1005);
      expect(recorder.handled.some((h) => h.envelope.id === 'bad-scene')).toBe(false);
    });

    it('refuses to publish a payload that breaks the contract', async () => {
      await expect(events.publish(SceneShotEvent, { scene: 'six' } as never)).rejects.toMatchObject(
        {
          code: 'INVALID_EVENT_PAYLOAD',
        },
      );
    });

    it('carries the HTTP request id into the event and its handler', async () => {
      const response = await fetch(`${service.url}/api/kittest/scenes/shoot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'shoot-scene-7' },
        body: JSON.stringify({ scene: 7 }),
      });
      expect(response.status).toBe(201);
      await waitFor(() => recorder.count(7) === 1, 'scene 7 to be handled');
      const handled = recorder.handled.find((h) => (h.payload as { scene: number }).scene === 7);
      expect(handled?.envelope.correlationId).toBe('shoot-scene-7');
      expect(handled?.correlationId).toBe('shoot-scene-7');
    });
  });

  it('documents zod-validated bodies in OpenAPI', async () => {
    const document = (await (await fetch(`${service.url}/api/kittest/docs-json`)).json()) as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }
      >;
    };
    const body = document.paths['/api/kittest/scenes/shoot']?.post?.requestBody;
    expect(body?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { scene: { type: 'integer' } },
      required: ['scene'],
    });
  });

  describe('queries', () => {
    it('answers a valid request', async () => {
      await expect(queries.request(TakeCountQuery, { scene: 4 })).resolves.toMatchObject({
        scene: 4,
        takes: 8,
      });
    });

    it('refuses an invalid request before sending it', async () => {
      await expect(queries.request(TakeCountQuery, { scene: -1 })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
      });
    });

    it('has the responder validate what it receives', async () => {
      const error = await queries
        .request(LooseTakeCountQuery, { scene: 'one' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect((error as DomainError).details).toEqual([expect.objectContaining({ path: 'scene' })]);
    });

    it('passes a responder’s domain error back to the requester', async () => {
      await expect(queries.request(RefusingQuery, {})).rejects.toMatchObject({
        code: 'SCENE_LOCKED',
        status: 423,
        message: 'This scene is locked.',
        hint: 'Ask the director.',
      });
    });

    it('refuses an answer that breaks the contract', async () => {
      await expect(queries.request(BrokenAnswerQuery, {})).rejects.toMatchObject({
        code: 'QUERY_INVALID_RESPONSE',
        status: 502,
      });
    });

    it('reports QUERY_UNAVAILABLE when nobody answers', async () => {
      await expect(queries.request(UnansweredQuery, {}, { timeoutMs: 1000 })).rejects.toMatchObject(
        {
          code: 'QUERY_UNAVAILABLE',
          status: 503,
        },
      );
    });

    it('carries the HTTP request id to the responder', async () => {
      const response = await fetch(`${service.url}/api/kittest/scenes/takes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'count-takes-9' },
        body: JSON.stringify({ scene: 9 }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe('count-takes-9');
      expect(await response.json()).toEqual({
        scene: 9,
        takes: 18,
        correlationId: 'count-takes-9',
      });
    });
  });
});
