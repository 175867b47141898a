import { randomUUID } from 'node:crypto';
import { type EventPayload, ProfileChangedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { peopleTestService, PeopleTestModule } from '../test-support/people-test.module';
import type { ServiceHarness } from '../testing/harness/service-harness';
import { startServiceHarness } from '../testing/harness/start-service-harness';
import { type DirectoryCard, PeopleDirectory } from './people-directory';

describe('the people directory', () => {
  let harness: ServiceHarness;
  let people: PeopleDirectory;

  beforeAll(async () => {
    harness = await startServiceHarness(PeopleTestModule, { service: peopleTestService });
    people = harness.get(PeopleDirectory);
  });
  afterAll(() => harness?.stop());

  const registration = (userId: string, username: string, fullName: string) => ({
    userId,
    username,
    fullName,
    email: `${username}@example.com`,
  });

  const card = (
    userId: string,
    version: number,
    fullName: string,
    username = 'mara',
  ): EventPayload<typeof ProfileChangedEvent> => ({
    userId,
    username,
    fullName,
    primaryRole: 'cinematographer',
    profileImageUrl: `http://img/${version}.png`,
    location: null,
    availabilityStatus: 'available',
    version,
    changedAt: new Date().toISOString(),
  });

  describe('from events', () => {
    it('names a registered user, then keeps the card of the highest version in any order', async () => {
      const id = randomUUID();
      await harness.publish(UserRegisteredEvent, registration(id, 'mara', 'Mara Registered'));
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
      await harness.waitForConsumersIdle();
      expect(await people.find(id)).toEqual({
        id,
        username: 'mara',
        fullName: 'Mara Three',
        profileImageUrl: 'http://img/3.png',
        primaryRole: 'cinematographer',
      });

      await harness.publish(ProfileChangedEvent, card(id, 4, 'Mara Four'));
      await harness.waitFor(async () => (await people.find(id))?.fullName === 'Mara Four');
      expect((await people.find(id))?.profileImageUrl).toBe('http://img/4.png');
    });

    it('keeps a card that arrived before the registration', async () => {
      const id = randomUUID();
      await harness.publish(ProfileChangedEvent, card(id, 0, 'Early Card', 'early'));
      await harness.publish(UserRegisteredEvent, registration(id, 'early', 'Late Registration'));
      await harness.waitFor(async () => (await people.find(id))?.fullName === 'Early Card', 10_000);
      await harness.waitForConsumersIdle();
      expect(await people.find(id)).toMatchObject({
        fullName: 'Early Card',
        primaryRole: 'cinematographer',
        profileImageUrl: 'http://img/0.png',
      });
    });

    it('changes nothing on repeated events: the same event, a redelivered registration, a repeated version', async () => {
      const id = randomUUID();
      const registered = await harness.publish(
        UserRegisteredEvent,
        registration(id, 'rui', 'Rui Registered'),
      );
      const changed = await harness.publish(ProfileChangedEvent, card(id, 1, 'Rui One', 'rui'));
      await harness.waitFor(async () => (await people.find(id))?.fullName === 'Rui One', 10_000);

      await harness.publish(UserRegisteredEvent, registered.payload, { eventId: registered.id });
      await harness.publish(ProfileChangedEvent, changed.payload, { eventId: changed.id });
      await harness.publish(UserRegisteredEvent, registration(id, 'rui', 'Rui Again'));
      await harness.publish(ProfileChangedEvent, card(id, 1, 'Rui One Again', 'rui'));
      await harness.waitForConsumersIdle();
      expect(await people.find(id)).toEqual({
        id,
        username: 'rui',
        fullName: 'Rui One',
        profileImageUrl: 'http://img/1.png',
        primaryRole: 'cinematographer',
      });
    });
  });

  describe('queries', () => {
    const seeded: Record<string, string> = {};
    const seed = async (key: string, card: Partial<DirectoryCard>) => {
      seeded[key] = randomUUID();
      await people.applyVersion(
        seeded[key],
        { username: null, fullName: null, profileImageUrl: null, primaryRole: null, ...card },
        0,
      );
    };

    beforeAll(async () => {
      await seed('zoe', { username: 'Zoe_Q', fullName: 'zoe quill', primaryRole: 'editor' });
      await seed('ana', { username: 'anaq', fullName: 'Ana Quinn', primaryRole: 'director' });
      await seed('bob', { username: 'bobq', fullName: 'Bob (q.) Quarry', primaryRole: 'gaffer' });
      await seed('nameless', {});
    });

    it('finds people by ids, each once; byId gives unknown ones without a name', async () => {
      const { ana, bob } = seeded;
      const unknown = randomUUID();
      const found = await people.findMany([ana, bob, ana, unknown]);
      expect(found.map((p) => p.id).sort()).toEqual([ana, bob].sort());
      expect(await people.findMany([])).toEqual([]);

      const byId = await people.byId([ana, unknown]);
      expect([...byId.keys()]).toEqual([ana, unknown]);
      expect(byId.get(unknown)).toEqual({
        id: unknown,
        username: null,
        fullName: null,
        profileImageUrl: null,
        primaryRole: null,
      });
      expect(await people.find(unknown)).toBeNull();
    });

    it('finds by username as written, or in any case when asked', async () => {
      expect((await people.findByUsername('Zoe_Q'))?.id).toBe(seeded.zoe);
      expect(await people.findByUsername('zoe_q')).toBeNull();
      expect(await people.findByUsernames(['zoe_q', 'anaq'])).toEqual([
        expect.objectContaining({ id: seeded.ana }),
      ]);
      const anyCase = await people.findByUsernames(['zoe_q', 'ANAQ'], { anyCase: true });
      expect(anyCase.map((p) => p.id).sort()).toEqual([seeded.zoe, seeded.ana].sort());
      expect(await people.findByUsernames([], { anyCase: true })).toEqual([]);
    });

    it('searches name, username and role in any case, literally, by full name then id', async () => {
      const ids = async (text: string, excludeIds: string[] = []) =>
        (await people.search(text, { excludeIds, limit: 10 }))
          .map((p) => p.id)
          .filter((id) => Object.values(seeded).includes(id));
      // Ordered by the full name as written: capitals first.
      expect(await ids('Q')).toEqual([seeded.ana, seeded.bob, seeded.zoe]);
      expect(await ids('DIRECT')).toEqual([seeded.ana]);
      expect(await ids('(q.)')).toEqual([seeded.bob]);
      expect(await ids('.*')).toEqual([]);
      expect(await ids('q', [seeded.ana])).toEqual([seeded.bob, seeded.zoe]);
      expect(await ids('')).toEqual([seeded.nameless, seeded.ana, seeded.bob, seeded.zoe]);
      expect(await people.search('q', { limit: 1 })).toHaveLength(1);
    });

    it('suggests usernames containing the text in any case, by lower-cased username', async () => {
      const usernames = async (text: string) =>
        (await people.usernamesContaining(text, 10))
          .filter((p) => Object.values(seeded).includes(p.id))
          .map((p) => p.username);
      expect(await usernames('Q')).toEqual(['anaq', 'bobq', 'Zoe_Q']);
      expect(await usernames('_')).toEqual(['Zoe_Q']);
      expect(await usernames('.')).toEqual([]);
      // Everyone with a username; the nameless card has none.
      expect(await usernames('')).toEqual(['anaq', 'bobq', 'Zoe_Q']);
    });
  });
});
