import {
  startSharedTestInfrastructure,
  TEST_INFRASTRUCTURE_VARIABLE,
  type SharedTestInfrastructure,
} from '../infrastructure/shared-test-infrastructure';

declare global {
  // Handed from jest's globalSetup to its globalTeardown, which run in the same context.
  var filmcollabTestInfrastructure: SharedTestInfrastructure | undefined;
}

/** Starts the run's database and nats-server, unless the runner (test-workspaces.mjs) already did. */
export default async function globalSetup(): Promise<void> {
  if (process.env[TEST_INFRASTRUCTURE_VARIABLE]) return;
  const infrastructure = await startSharedTestInfrastructure();
  globalThis.filmcollabTestInfrastructure = infrastructure;
  // Test workers start after this and inherit the variable.
  process.env[TEST_INFRASTRUCTURE_VARIABLE] = infrastructure.directory;
}
