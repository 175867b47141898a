import assert from 'node:assert/strict';
import type { Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startServiceHarness } from './harness/start-service-harness';
import type { ServiceDefinition } from '../service/define-service';

/**
 * The smoke test every service shares: boots it through the harness and checks that it is ready on
 * the database it was configured with and serves OpenAPI with its health routes. Throws on the
 * first failure.
 */
export async function expectServiceSkeleton(
  appModule: Type<unknown>,
  definition: ServiceDefinition,
): Promise<void> {
  const service = definition.name;
  const harness = await startServiceHarness(appModule, { service: definition });
  try {
    const base = `/api/${service}`;
    assert.equal((await harness.request(`${base}/health/live`)).status, 200, 'health/live');

    const ready = await harness.request(`${base}/health/ready`);
    assert.equal(ready.status, 200, 'health/ready');
    const readiness = ready.body as { service: string; checks: Record<string, string> };
    assert.equal(readiness.service, service);
    assert.equal(readiness.checks.database, 'up', 'database reachable');
    assert.equal(readiness.checks.nats, 'up', 'NATS reachable');

    const database = harness.get<Connection>(getConnectionToken());
    assert.equal(
      database.db?.databaseName,
      harness.databaseName,
      'the service uses the database it is configured with',
    );

    assert.equal((await harness.request(`${base}/docs`)).status, 200, 'OpenAPI UI');
    const document = (await harness.request(`${base}/docs-json`)).body as {
      paths: Record<string, unknown>;
    };
    for (const path of [`${base}/health/live`, `${base}/health/ready`]) {
      assert.ok(path in document.paths, `OpenAPI documents ${path}`);
    }
  } finally {
    await harness.stop();
  }
}
