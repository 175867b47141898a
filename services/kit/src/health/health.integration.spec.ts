import { PlainTestModule, plainTestService } from '../test-support/plain-test.module';
import { startNatsServer, type TestNatsServer } from '../testing/start-nats-server';
import { startTestMongo, type TestMongo } from '../testing/start-test-mongo';
import { startTestService, testEnvironment, type TestService } from '../testing/start-test-service';
import { waitFor } from '../testing/wait-for';

describe('health, docs and correlation ids over HTTP', () => {
  let mongo: TestMongo;
  let nats: TestNatsServer;
  let service: TestService;

  beforeAll(async () => {
    [mongo, nats] = await Promise.all([startTestMongo(process.env.MONGO_URL), startNatsServer()]);
    service = await startTestService(PlainTestModule, {
      service: plainTestService,
      env: testEnvironment({ mongoUrl: mongo.url, natsUrl: nats.url }),
    });
  });

  afterAll(async () => {
    await service?.stop();
    await Promise.all([mongo?.stop(), nats?.stop()]);
  });

  it('is live and ready when the database and NATS answer', async () => {
    const live = await fetch(`${service.url}/api/discovery/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', service: 'discovery' });

    const ready = await fetch(`${service.url}/api/discovery/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      service: 'discovery',
      checks: { database: 'up', nats: 'up' },
    });
  });

  it('serves OpenAPI under /api/<service>/docs', async () => {
    const ui = await fetch(`${service.url}/api/discovery/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const json = await fetch(`${service.url}/api/discovery/docs-json`);
    const document = (await json.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/discovery/health/live', '/api/discovery/health/ready']),
    );
  });

  it('serves no docs with SWAGGER_ENABLED=false (compose and Helm)', async () => {
    const hidden = await startTestService(PlainTestModule, {
      service: plainTestService,
      env: testEnvironment({ mongoUrl: mongo.url, natsUrl: nats.url }, undefined, {
        SWAGGER_ENABLED: 'false',
      }),
    });
    try {
      expect((await fetch(`${hidden.url}/api/discovery/docs`)).status).toBe(404);
      expect((await fetch(`${hidden.url}/api/discovery/docs-json`)).status).toBe(404);
      expect((await fetch(`${hidden.url}/api/discovery/health/live`)).status).toBe(200);
    } finally {
      await hidden.stop();
    }
  });

  it('echoes the caller’s x-request-id, or mints one', async () => {
    const echoed = await fetch(`${service.url}/api/discovery/health/live`, {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('req-42');
    const minted = await fetch(`${service.url}/api/discovery/nowhere`);
    expect(minted.status).toBe(404);
    expect(minted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await minted.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 503 on ready (but stays live) once NATS is gone', async () => {
    await nats.stop();
    await waitFor(
      async () => (await fetch(`${service.url}/api/discovery/health/ready`)).status === 503,
      10_000,
      'ready to turn 503',
    );
    const ready = await fetch(`${service.url}/api/discovery/health/ready`);
    expect(await ready.json()).toEqual({
      status: 'error',
      service: 'discovery',
      checks: { database: 'up', nats: 'down' },
    });
    expect((await fetch(`${service.url}/api/discovery/health/live`)).status).toBe(200);
  });
});
