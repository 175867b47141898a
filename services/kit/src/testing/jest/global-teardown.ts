import { TEST_INFRASTRUCTURE_VARIABLE } from '../infrastructure/shared-test-infrastructure';

/** Stops what globalSetup started (nothing when the runner provided the infrastructure). */
export default async function globalTeardown(): Promise<void> {
  const infrastructure = globalThis.filmcollabTestInfrastructure;
  if (!infrastructure) return;
  globalThis.filmcollabTestInfrastructure = undefined;
  delete process.env[TEST_INFRASTRUCTURE_VARIABLE];
  await infrastructure.stop();
}
