import { connect } from '@nats-io/transport-node';
import { natsServerOptions } from '../../nats/nats-server-options';
import type { Type } from '@nestjs/common';
import { startTestInfrastructure } from '../infrastructure/claim-test-infrastructure';
import { startTestIssuer } from '../start-test-issuer';
import { startTestService, testEnvironment } from '../start-test-service';
import { ServiceHarness } from './service-harness';
import type { ServiceHarnessOptions } from './service-harness-options';
import { TestObjectStore } from './test-object-store';

/**
 * Boots a service for a test suite on its share of the run's database and nats-server, trusting a
 * test token issuer; the harness talks to it over HTTP and NATS like the rest of the platform.
 */
export async function startServiceHarness(
  appModule: Type<unknown>,
  options: ServiceHarnessOptions,
): Promise<ServiceHarness> {
  const { env = {}, objectStore: objectStoreOptions } = options;
  const service = options.service;
  const [infrastructure, issuer, objectStore] = await Promise.all([
    startTestInfrastructure(),
    startTestIssuer(),
    objectStoreOptions ? TestObjectStore.start(objectStoreOptions) : null,
  ]);
  const stopAll = () => Promise.all([infrastructure.stop(), issuer.stop(), objectStore?.stop()]);
  try {
    const environment = testEnvironment(infrastructure, issuer, {
      EVENT_RETRY_BASE_MS: '50',
      ...(objectStore ? { S3_ENDPOINT: objectStore.url, S3_PUBLIC_URL: objectStore.url } : {}),
      ...env,
    });
    const startInstance = () => startTestService(appModule, { service, env: environment });
    const app = await startInstance();
    const nats = await connect(natsServerOptions(infrastructure.natsUrl)).catch(async (error) => {
      await app.stop();
      throw error;
    });
    return new ServiceHarness({
      service: service.name,
      infrastructure,
      issuer,
      objectStore,
      app,
      nats,
      startReplica: startInstance,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
}
