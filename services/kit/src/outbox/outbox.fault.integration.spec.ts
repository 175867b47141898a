import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { JetStreamPublisher } from '../events/jetstream-publisher';
import {
  messagingTestService,
  MessagingTestModule,
  Recorder,
  SceneShotEvent,
} from '../test-support/messaging-test.module';
import {
  startTestInfrastructure,
  type TestInfrastructure,
} from '../testing/infrastructure/claim-test-infrastructure';
import { startNatsServer, type TestNatsServer } from '../testing/start-nats-server';
import { startTestService, testEnvironment, type TestService } from '../testing/start-test-service';
import { waitFor } from '../testing/wait-for';
import { OutboxRepository } from './outbox.repository';

/**
 * Item 1 of the kit issue: no acknowledged write without its event. NATS goes away between the
 * writes and their relay, comes back, and every event arrives exactly once.
 */
describe('the outbox when NATS fails', () => {
  let infrastructure: TestInfrastructure;
  let nats: TestNatsServer;
  let service: TestService;
  let recorder: Recorder;

  beforeAll(async () => {
    infrastructure = await startTestInfrastructure();
    nats = await startNatsServer();
    service = await startTestService(MessagingTestModule, {
      service: messagingTestService,
      env: testEnvironment({ ...infrastructure, natsUrl: nats.url }, undefined, {
        OUTBOX_POLL_MS: '100',
        EVENT_RETRY_BASE_MS: '50',
      }),
    });
    recorder = service.app.get(Recorder);
  });

  afterAll(async () => {
    await service?.stop();
    await nats?.stop();
    await infrastructure?.stop();
  });

  const outboxSize = () =>
    service.app.get<Connection>(getConnectionToken()).collection('outbox').countDocuments();

  const shoot = (scene: number) =>
    fetch(`${service.url}/api/contest/scenes/shoot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scene }),
    });

  it('acknowledges writes while NATS is down and delivers each of their events once it is back', async () => {
    await nats.stop({ keepStore: true });
    const scenes = [11, 12, 13, 14, 15];
    for (const scene of scenes) expect((await shoot(scene)).status).toBe(201);
    expect(await outboxSize()).toBe(scenes.length);

    await nats.restart();
    await waitFor(() => scenes.every((scene) => recorder.count(scene) === 1), 30_000, 'relay');
    await waitFor(async () => (await outboxSize()) === 0, 10_000, 'the outbox to empty');
    // Give a duplicate every chance to show up before asserting there is none.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const scene of scenes) expect(recorder.count(scene)).toBe(1);
  });

  it('re-publishing after a crash between publish and delete still delivers once', async () => {
    const envelope = {
      id: 'scene-21-shot',
      subject: SceneShotEvent.subject,
      occurredAt: new Date().toISOString(),
      payload: { scene: 21 },
    };
    // The relay published it, then died before removing it from the outbox.
    await service.app.get(JetStreamPublisher).publish(envelope.subject, envelope);
    await service.app.get(OutboxRepository).add(envelope);
    await waitFor(async () => (await outboxSize()) === 0, 10_000, 'the relay to re-publish');
    await waitFor(() => recorder.count(21) === 1, 10_000, 'scene 21');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recorder.count(21)).toBe(1);
  });
});
