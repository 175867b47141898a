import { randomUUID } from 'node:crypto';
import { ProfileChangedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { ProfilesService } from '../profiles/profiles.service';
import { profilesService } from '../service-definition';
import { PROFILES_TEST_ENV } from '../testing/profiles-test-setup';
import { DEMO_PROFILE_DETAILS } from './demo-profiles';
import { seedProfiles } from './seed-profiles';

describe('profiles seed', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  const usernames = Object.keys(DEMO_PROFILE_DETAILS);

  it('says clearly when a demo profile never arrives', async () => {
    await expect(
      seedProfiles(harness.get(ProfilesService), { timeoutMs: 50, sleep: async () => {} }),
    ).rejects.toThrow(/no profile for the demo account demo/);
  });

  it("fills the demo accounts' details once, announcing them to other domains", async () => {
    const changes = await harness.recordEvents(ProfileChangedEvent);
    for (const username of usernames) {
      await harness.publish(UserRegisteredEvent, {
        userId: randomUUID(),
        username,
        fullName: `${username} Demo`,
        email: `${username}@filmcollab.local`,
      });
    }
    const profiles = harness.get(ProfilesService);
    expect(await seedProfiles(profiles, { timeoutMs: 15_000 })).toBe(usernames.length);
    expect(await seedProfiles(profiles, { timeoutMs: 15_000 })).toBe(0);

    const alex = await profiles.getByUsername('alex');
    expect(alex).toMatchObject({
      primaryRole: 'cinematographer',
      location: 'Porto, Portugal',
      yearsExperience: 12,
      equipmentOwned: ['ARRI Alexa Mini', 'Cooke S4 primes', 'DJI Ronin 2'],
    });
    await harness.waitFor(
      () =>
        changes.events.some(
          (e) => e.payload.userId === alex.id && e.payload.primaryRole === 'cinematographer',
        ),
      10_000,
      "alex's details announced",
    );
  });
});
