import { randomUUID } from 'node:crypto';
import { ProfileChangedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { projectsService } from '../service-definition';
import { PeopleService } from './people.service';

describe('people read model', () => {
  let harness: ServiceHarness;
  let people: PeopleService;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, { service: projectsService });
    people = harness.get(PeopleService);
  });
  afterAll(() => harness?.stop());

  const card = (userId: string, version: number, fullName: string) => ({
    userId,
    username: 'mara',
    fullName,
    primaryRole: 'cinematographer',
    profileImageUrl: `http://img/${version}.png`,
    location: null,
    availabilityStatus: 'available',
    version,
    changedAt: new Date().toISOString(),
  });

  // Ordering and redelivery rules are the kit's (people-directory.integration.spec.ts); this is
  // projects' wiring: its consumers feed the directory and PeopleService shows a Person.
  it('shows a registered user, then their profile card, as a Person', async () => {
    const id = randomUUID();
    await harness.publish(UserRegisteredEvent, {
      userId: id,
      username: 'mara',
      fullName: 'Mara Registered',
      email: 'mara@example.com',
    });
    await harness.waitFor(async () => (await people.find(id)) !== null);
    expect(await people.find(id)).toEqual({
      id,
      username: 'mara',
      fullName: 'Mara Registered',
      profileImageUrl: null,
      primaryRole: null,
    });

    await harness.publish(ProfileChangedEvent, card(id, 3, 'Mara Three'));
    // The first profiles event declares their stream; the consumer binds to it in the background.
    await harness.waitFor(async () => (await people.find(id))?.fullName === 'Mara Three', 10_000);
    expect(await people.find(id)).toEqual({
      id,
      username: 'mara',
      fullName: 'Mara Three',
      profileImageUrl: 'http://img/3.png',
      primaryRole: 'cinematographer',
    });
    expect(await people.findOrUnknown(randomUUID())).toMatchObject({ fullName: null });
  });
});
