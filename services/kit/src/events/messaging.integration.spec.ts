import { jetstream } from '@nats-io/jetstream';
import { getConnectionToken } from '@nestjs/mongoose';
import { DEAD_LETTER_STREAM, DeadLetterSchema } from '@filmcollab/contracts';
import type { Connection } from 'mongoose';
import { DomainError } from '../errors/domain-error';
import { Outbox } from '../outbox/outbox';
import { UnitOfWork } from '../outbox/unit-of-work';
import {
  BrokenAnswerQuery,
  LooseTakeCountQuery,
  messagingTestService,
  MessagingTestModule,
  Recorder,
  RefusingQuery,
  SceneCutEvent,
  SceneShotEvent,
  SceneWrappedEvent,
  TakeCountQuery,
  UnansweredQuery,
} from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';
import type { ServiceHarness } from '../testing/harness/service-harness';

describe('events through the outbox and queries over a real nats-server', () => {
  let harness: ServiceHarness;
  let recorder: Recorder;
  let outbox: Outbox;

  beforeAll(async () => {
    harness = await startServiceHarness(MessagingTestModule, {
      service: messagingTestService,
      env: { OUTBOX_POLL_MS: '100' },
    });
    recorder = harness.get(Recorder);
    outbox = harness.get(Outbox);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const database = () => harness.get<Connection>(getConnectionToken());
  const shoot = (scene: number, extra: Record<string, unknown> = {}, headers = {}) =>
    harness.request('/api/contest/scenes/shoot', {
      method: 'POST',
      body: { scene, ...extra },
      headers,
    });

  /** Events are handled in order, so once a later event is handled every earlier one has been too. */
  async function settle(sentinelScene: number): Promise<void> {
    await outbox.add(SceneShotEvent, { scene: sentinelScene });
    await harness.waitFor(() => recorder.count(sentinelScene) === 1);
  }

  describe('streams', () => {
    it('has the owner declare its stream with exactly its events; consumers only bind', async () => {
      const jsm = await jetstream(harness.nats).jetstreamManager();
      const info = await jsm.streams.info('CONTEST');
      expect([...(info.config.subjects ?? [])].sort()).toEqual([
        'contest.scene.cut',
        'contest.scene.shot',
      ]);
      expect(info.config.num_replicas).toBe(1);
      expect(info.config.max_age).toBeGreaterThan(0);
      const consumer = await jsm.consumers.info('CONTEST', 'contest-contest-scene-shot');
      expect(consumer.config.ack_policy).toBe('explicit');
      expect(consumer.config.filter_subject).toBe('contest.scene.shot');
    });
  });

  describe('the outbox', () => {
    it('stores the event with the write and relays it once committed', async () => {
      const response = await shoot(1);
      expect(response.status).toBe(201);
      await harness.waitFor(() => recorder.count(1) === 1);
      const handled = recorder.handled.find((h) => h.envelope.id === response.body.id);
      expect(handled?.payload).toEqual({ scene: 1 });
      expect(
        await database()
          .collection('scenes')
          .countDocuments({ _id: 1 as never }),
      ).toBe(1);
      await harness.waitFor(
        async () => (await database().collection('outbox').countDocuments()) === 0,
      );
      await harness.waitForConsumersIdle();
    });

    it('keeps neither the write nor its event when the unit of work fails', async () => {
      const response = await shoot(2, { failAfterEvent: true });
      expect(response.status).toBe(500);
      await settle(1002);
      expect(recorder.count(2)).toBe(0);
      expect(
        await database()
          .collection('scenes')
          .countDocuments({ _id: 2 as never }),
      ).toBe(0);
    });

    it('runs after-commit callbacks once the outermost unit of work committed, never after a failure', async () => {
      const unitOfWork = harness.get(UnitOfWork);
      const calls: string[] = [];
      await unitOfWork.run(async () => {
        await unitOfWork.run(async () => unitOfWork.afterCommit(() => calls.push('nested')));
        expect(calls).toEqual([]);
      });
      expect(calls).toEqual(['nested']);
      await expect(
        unitOfWork.run(async () => {
          unitOfWork.afterCommit(() => calls.push('failed'));
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      unitOfWork.afterCommit(() => calls.push('outside'));
      expect(calls).toEqual(['nested', 'outside']);
    });

    it('stores an event id once and delivers it once', async () => {
      await outbox.add(SceneShotEvent, { scene: 3 }, { eventId: 'scene-3-shot' });
      await outbox.add(SceneShotEvent, { scene: 3 }, { eventId: 'scene-3-shot' });
      await settle(1003);
      expect(recorder.count(3)).toBe(1);
    });

    it('refuses a payload that breaks the contract, and events the service does not own', async () => {
      await expect(outbox.add(SceneShotEvent, { scene: 'six' } as never)).rejects.toMatchObject({
        code: 'INVALID_EVENT_PAYLOAD',
      });
      await expect(outbox.add(SceneWrappedEvent, { scene: 6 })).rejects.toThrow(/publishes/);
    });

    it('carries the HTTP request id into the event and its handler', async () => {
      const response = await shoot(7, {}, { 'x-request-id': 'shoot-scene-7' });
      expect(response.status).toBe(201);
      await harness.waitFor(() => recorder.count(7) === 1);
      const handled = recorder.handled.find((h) => (h.payload as { scene: number }).scene === 7);
      expect(handled?.envelope.correlationId).toBe('shoot-scene-7');
      expect(handled?.correlationId).toBe('shoot-scene-7');
    });

    it('reports what it relayed on /metrics, outside the routed prefix', async () => {
      const response = await fetch(`${harness.url}/metrics`);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).toMatch(
        /filmcollab_outbox_published_total\{subject="contest.scene.shot",service="contest"\} \d+/,
      );
      expect(text).toMatch(/filmcollab_outbox_pending_events\{service="contest"\} 0/);
      expect((await fetch(`${harness.url}/api/contest/metrics`)).status).toBe(404);
    });
  });

  describe('consumers', () => {
    it('redelivers an event whose handler failed, until it succeeds', async () => {
      recorder.failuresBeforeSuccess.set(4, 2);
      await outbox.add(SceneShotEvent, { scene: 4 });
      await harness.waitFor(() => recorder.count(4) === 1);
      expect(recorder.attempts.get(4)).toBe(3);
    });

    it('handles up to `concurrency` events of a subject at once when the handler allows it', async () => {
      for (const scene of [21, 22, 23, 24]) await outbox.add(SceneCutEvent, { scene });
      await harness.waitFor(() => recorder.cut.length === 4);
      expect(recorder.mostCutsAtOnce).toBe(3);
      expect([...recorder.cut].sort()).toEqual([21, 22, 23, 24]);
    });

    it('handles the events of one `orderBy` key in stream order, other keys alongside', async () => {
      for (const scene of [31, 32, 33, 34, 35])
        await outbox.add(SceneCutEvent, { scene, reel: 'A' });
      await outbox.add(SceneCutEvent, { scene: 36, reel: 'B' });
      await harness.waitFor(() => recorder.reelCuts.get('A')?.length === 5);
      await harness.waitFor(() => recorder.reelCuts.get('B')?.length === 1);
      expect(recorder.reelCuts.get('A')).toEqual([31, 32, 33, 34, 35]);
      expect(recorder.mostOfOneReelAtOnce).toBe(1);
      expect(recorder.mostReelsAtOnce).toBe(2);
    });

    it('runs the handler once when the same event arrives twice past de-duplication', async () => {
      const envelope = {
        id: 'scene-5-shot',
        subject: SceneShotEvent.subject,
        occurredAt: new Date().toISOString(),
        payload: { scene: 5 },
      };
      const js = jetstream(harness.nats);
      // No msgID: JetStream stores both copies, as it would after a lost acknowledgement.
      await js.publish(SceneShotEvent.subject, JSON.stringify(envelope));
      await js.publish(SceneShotEvent.subject, JSON.stringify(envelope));
      await settle(1005);
      expect(recorder.count(5)).toBe(1);
      const remembered = await database()
        .collection('processed_events')
        .find({ eventId: 'scene-5-shot' })
        .toArray();
      expect(remembered).toHaveLength(1);
    });

    it('dead-letters an event whose payload breaks the contract, with a metric', async () => {
      const js = jetstream(harness.nats);
      await js.publish(
        SceneShotEvent.subject,
        JSON.stringify({
          id: 'bad-scene',
          subject: SceneShotEvent.subject,
          occurredAt: new Date().toISOString(),
          payload: { scene: 'five' },
        }),
      );
      await settle(1006);
      expect(recorder.handled.some((h) => h.envelope.id === 'bad-scene')).toBe(false);
      const jsm = await js.jetstreamManager();
      const stored = await jsm.streams.getMessage(DEAD_LETTER_STREAM, {
        last_by_subj: 'deadletter.contest.contest.scene.shot',
      });
      const letter = DeadLetterSchema.parse((stored?.json() as { payload: unknown }).payload);
      expect(letter).toMatchObject({ service: 'contest', reason: 'invalid_payload' });
      expect(letter.data).toContain('bad-scene');
      const metrics = await (await fetch(`${harness.url}/metrics`)).text();
      expect(metrics).toMatch(
        /filmcollab_events_dead_lettered_total\{subject="contest.scene.shot",reason="invalid_payload",service="contest"\} 1/,
      );
    });
  });

  it('documents zod-validated bodies in OpenAPI', async () => {
    const document = (await (await fetch(`${harness.url}/api/contest/docs-json`)).json()) as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }
      >;
    };
    const body = document.paths['/api/contest/scenes/shoot']?.post?.requestBody;
    expect(body?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { scene: { type: 'integer' } },
      required: ['scene'],
    });
  });

  describe('queries', () => {
    it('answers a valid request', async () => {
      await expect(harness.query(TakeCountQuery, { scene: 4 })).resolves.toMatchObject({
        scene: 4,
        takes: 8,
      });
    });

    it('refuses an invalid request before sending it', async () => {
      await expect(harness.query(TakeCountQuery, { scene: -1 })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
      });
    });

    it('has the responder validate what it receives', async () => {
      const error = await harness
        .query(LooseTakeCountQuery, { scene: 'one' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect((error as DomainError).details).toEqual([expect.objectContaining({ path: 'scene' })]);
    });

    it('passes a responder’s coded error back to the requester', async () => {
      await expect(harness.query(RefusingQuery, {})).rejects.toMatchObject({
        code: 'SCENE_LOCKED',
        status: 423,
        message: 'This scene is locked.',
        hint: 'Ask the director.',
      });
    });

    it('never lets an answer that breaks the contract leave the responder', async () => {
      await expect(harness.query(BrokenAnswerQuery, {})).rejects.toMatchObject({
        code: 'INTERNAL',
        status: 500,
      });
    });

    it('reports QUERY_UNAVAILABLE when nobody answers', async () => {
      await expect(harness.query(UnansweredQuery, {})).rejects.toMatchObject({
        code: 'QUERY_UNAVAILABLE',
        status: 503,
      });
    });

    it('carries the HTTP request id to the responder', async () => {
      const response = await harness.request('/api/contest/scenes/takes', {
        method: 'POST',
        body: { scene: 9 },
        headers: { 'x-request-id': 'count-takes-9' },
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe('count-takes-9');
      expect(response.body).toEqual({ scene: 9, takes: 18, correlationId: 'count-takes-9' });
    });
  });
});
