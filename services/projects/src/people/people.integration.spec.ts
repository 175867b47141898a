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

  it('keeps registrations and the newest profile card, whatever the arrival order', async () => {
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
    await harness.publish(ProfileChangedEvent, card(id, 2, 'Mara Two'));
    await harness.publish(ProfileChangedEvent, card(id, 3, 'Mara Three Again'));
    await harness.waitForConsumersIdle();
    expect(await people.find(id)).toMatchObject({
      fullName: 'Mara Three',
      primaryRole: 'cinematographer',
      profileImageUrl: 'http://img/3.png',
    });

    // A redelivered registration never overwrites the card.
    await harness.publish(UserRegisteredEvent, {
      userId: id,
      username: 'mara',
      fullName: 'Mara Registered',
      email: 'mara@example.com',
    });
    await harness.waitForConsumersIdle();
    expect((await people.find(id))?.fullName).toBe('Mara Three');
  });

  it('takes a profile card that arrives before the registration', async () => {
    const id = randomUUID();
    await harness.publish(ProfileChangedEvent, card(id, 0, 'Early Card'));
    await harness.publish(UserRegisteredEvent, {
      userId: id,
      username: 'early',
      fullName: 'Late Registration',
      email: 'early@example.com',
    });
    await harness.waitFor(async () => (await people.find(id))?.fullName === 'Early Card', 10_000);
    await harness.waitForConsumersIdle();
    expect((await people.find(id))?.fullName).toBe('Early Card');
  });
});
