import { getConnectionToken } from '@nestjs/mongoose';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Connection } from 'mongoose';
import { NATS_CONNECTION } from '../nats/nats-connection';
import {
  Gate,
  ShutdownTestModule,
  shutdownTestService,
} from '../test-support/shutdown-test.module';
import {
  startTestInfrastructure,
  type TestInfrastructure,
} from '../testing/infrastructure/claim-test-infrastructure';
import { startTestService, testEnvironment } from '../testing/start-test-service';
import { waitFor } from '../testing/wait-for';

describe('graceful shutdown', () => {
  let infrastructure: TestInfrastructure;

  beforeAll(async () => {
    infrastructure = await startTestInfrastructure();
  });
  afterAll(() => infrastructure?.stop());

  it('finishes in-flight requests, refuses new ones, then drains NATS and closes mongoose', async () => {
    const service = await startTestService(ShutdownTestModule, {
      service: shutdownTestService,
      env: testEnvironment(infrastructure),
    });
    const gate = service.app.get(Gate);
    const nats = service.app.get<NatsConnection>(NATS_CONNECTION);
    const mongo = service.app.get<Connection>(getConnectionToken());

    const inFlight = fetch(`${service.url}/api/workspace/slow`);
    await waitFor(() => gate.entered, 10_000, 'the slow request to start');

    let stopped = false;
    const stopping = service.stop().then(() => {
      stopped = true;
    });
    await waitFor(async () => {
      const late = await fetch(`${service.url}/api/workspace/health/live`).catch(() => undefined);
      return late === undefined || late.status === 503;
    }, 10_000, 'new requests to be refused');
    expect(stopped).toBe(false);
    expect(nats.isClosed()).toBe(false);

    gate.open();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });

    await stopping;
    expect(nats.isClosed()).toBe(true);
    expect(mongo.readyState).toBe(0);
  });
});
