import assert from 'node:assert/strict';
import type { Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startTestInfrastructure } from './start-test-infrastructure';
import { startTestService, testEnvironment } from './start-test-service';

/**
 * The smoke test every service shares: boots it against fresh test infrastructure and checks that it
 * is ready on its own database and serves OpenAPI with its health routes. Throws on the first failure.
 */
export async function expectServiceSkeleton(
  appModule: Type<unknown>,
  service: string,
): Promise<void> {
  const infrastructure = await startTestInfrastructure();
  try {
    const started = await startTestService(appModule, {
      service,
      env: testEnvironment(infrastructure),
    });
    try {
      const base = `${started.url}/api/${service}`;
      const live = await fetch(`${base}/health/live`);
      assert.equal(live.status, 200, 'health/live');

      const ready = await fetch(`${base}/health/ready`);
      assert.equal(ready.status, 200, 'health/ready');
      const readiness = (await ready.json()) as {
        status: string;
        service: string;
        checks: Record<string, string>;
      };
      assert.equal(readiness.service, service);
      assert.equal(readiness.checks.database, 'up', 'database reachable');
      assert.equal(readiness.checks.nats, 'up', 'NATS reachable');

      const database = started.app.get<Connection>(getConnectionToken());
      assert.equal(database.db?.databaseName, service, 'the service uses its own database');

      const docs = await fetch(`${base}/docs`);
      assert.equal(docs.status, 200, 'OpenAPI UI');
      const document = (await (await fetch(`${base}/docs-json`)).json()) as {
        paths: Record<string, unknown>;
      };
      for (const path of [`/api/${service}/health/live`, `/api/${service}/health/ready`]) {
        assert.ok(path in document.paths, `OpenAPI documents ${path}`);
      }
    } finally {
      await started.stop();
    }
  } finally {
    await infrastructure.stop();
  }
}
