import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { verifyWebPact } from '@filmcollab/contract-tests/src/web/verify-web-pact';
import { aProject, publishProject } from './testing/discovery-builders';
import { startDiscoveryHarness } from './testing/start-discovery-harness';

/**
 * Provider side of the discovery micro-frontend's pact (tests/contracts/pacts/web/discovery-web-discovery.json,
 * written by frontends/discovery/src/api/discovery-api.pact.spec.ts): replayed against this service.
 */
describe('pact: discovery honours discovery-web’s pact', () => {
  let harness: ServiceHarness;
  let creator: TestUser | undefined;

  beforeAll(async () => {
    harness = await startDiscoveryHarness();
  });
  afterAll(() => harness?.stop());

  /** The project as projects' events announce it, handled by discovery's read models; once. */
  async function nightShift(): Promise<TestUser> {
    if (creator) return creator;
    const user = await harness.createUser({ username: 'night_creator' });
    await publishProject(
      harness,
      aProject({
        creatorId: user.id,
        title: 'Night Shift',
        description: 'A ferry crew finds a stowaway at dawn.',
        location: 'Lisbon',
        status: 'pre_production',
      }),
    );
    await harness.waitForConsumersIdle();
    creator = user;
    return user;
  }

  it('answers every interaction as the frontend expects', async () => {
    await verifyWebPact({
      frontend: 'discovery',
      service: 'discovery',
      url: harness.url,
      states: {
        'u-creator’s project "Night Shift" (Lisbon, with a logline) is on Explore and u-creator is signed in':
          async () => ({ token: (await nightShift()).token }),
      },
    });
  });
});
