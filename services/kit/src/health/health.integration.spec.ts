import { PlainTestModule } from '../test-support/plain-test.module';
import { waitFor } from '../test-support/wait-for';
import { startNatsServer, type TestNatsServer } from '../testing/start-nats-server';
import { startTestMongo, type TestMongo } from '../testing/start-test-mongo';
import { startTestService, testEnvironment, type TestService } from '../testing/start-test-service';

describe('health, docs and correlation ids over HTTP', () => {
  let mongo: TestMongo;
  let nats: TestNatsServer;
  let service: TestService;

  beforeAll(async () => {
    [mongo, nats] = await Promise.all([startTestMongo(process.env.MONGO_URL), startNatsServer()]);
    service = await startTestService(PlainTestModule, {
      service: 'plain',
      env: testEnvironment({ mongoUrl: mongo.url, natsUrl: nats.url }),
    });
  });

  afterAll(async () => {
    await service?.stop();
    await Promise.all([mongo?.stop(), nats?.stop()]);
  });

  it('is live and ready when the database and NATS answer', async () => {
    const live = await fetch(`${service.url}/api/plain/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', service: 'plain' });

    const ready = await fetch(`${service.url}/api/plain/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      service: 'plain',
      checks: { database: 'up', nats: 'up' },
    });
  });

  it('serves OpenAPI under /api/<service>/docs', async () => {
    const ui = await fetch(`${service.url}/api/plain/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const json = await fetch(`${service.url}/api/plain/docs-json`);
    const document = (await json.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/plain/health/live', '/api/plain/health/ready']),
    );
  });

  it('echoes the caller’s x-request-id, or mints one', async () => {
    const echoed = await fetch(`${service.url}/api/plain/health/live`, {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('req-42');
    const minted = await fetch(`${service.url}/api/plain/nowhere`);
    expect(minted.status).toBe(404);
    expect(minted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await minted.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 503 on ready (but stays live) once NATS is gone', async () => {
    await nats.stop();
    await waitFor(
      async () => (await fetch(`${service.url}/api/plain/health/ready`)).status === 503,
      'ready to turn 503',
    );
    const ready = await fetch(`${service.url}/api/plain/health/ready`);
    expect(await ready.json()).toEqual({
      status: 'error',
      service: 'plain',
      checks: { database: 'up', nats: 'down' },
    });
    expect((await fetch(`${service.url}/api/plain/health/live`)).status).toBe(200);
  });
});
