import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  ProfileChangedEvent,
  ProfileUpdatedEvent,
  ReserveUsernameQuery,
} from '@filmcollab/contracts';
import {
  type ServiceHarness,
  type TestService,
  type TestUser,
  startServiceHarness,
} from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { profilesService } from '../service-definition';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';
import { ProfilesService } from './profiles.service';

/**
 * The payloads of the distinct events recorded: delivery is at least once, and a relay that retries
 * a publish whose acknowledgement was late shows core subscribers the same event twice.
 */
function distinct<P extends { userId: string; version: number }>(
  recorder: { events: { id: string; payload: P }[] },
  matches: (payload: P) => boolean,
): P[] {
  const seen = new Set<string>();
  return recorder.events
    .filter((event) => matches(event.payload) && !seen.has(event.id) && seen.add(event.id))
    .map((event) => event.payload);
}

describe('profile changes: events for other domains and replicas, and the cached profile read', () => {
  let harness: ServiceHarness;
  let replica: TestService;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
    replica = await harness.startReplica();
  });
  afterAll(() => harness?.stop());

  const readOn = async (instance: { url: string }, id: string, reader: TestUser) => {
    const response = await fetch(`${instance.url}/api/profiles/${id}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const edit = (user: TestUser, body: Record<string, unknown>) =>
    harness.request('/api/profiles/me', { method: 'PATCH', as: user, body });
  /** Changes the stored profile behind the service's back: only a cached read still shows the old one. */
  const overwriteStored = (id: string, fields: Record<string, unknown>) =>
    harness
      .get<Connection>(getConnectionToken())
      .collection('profiles')
      .updateOne({ _id: id as never }, { $set: fields });

  describe('profiles.profile.changed', () => {
    it('is published when a profile is created, with its public card and version 0', async () => {
      const changes = await harness.recordEvents(ProfileChangedEvent);
      const userId = randomUUID();
      const username = `card_${userId.slice(0, 6)}`;
      await harness.query(ReserveUsernameQuery, {
        userId,
        username,
        fullName: 'Card Person',
        email: `${username}@filmcollab.test`,
      });
      expect(await changes.next((event) => event.userId === userId)).toEqual({
        userId,
        username,
        fullName: 'Card Person',
        primaryRole: null,
        profileImageUrl: null,
        location: null,
        availabilityStatus: 'available',
        bio: null,
        secondaryRoles: [],
        yearsExperience: null,
        equipmentOwned: [],
        version: 0,
        changedAt: expect.any(String),
      });
    });

    it('is published when a card field changes, with a growing version; other edits publish only profiles.profile.updated', async () => {
      const user = await signUp(harness, 'versioned');
      const changes = await harness.recordEvents(ProfileChangedEvent);
      const updates = await harness.recordEvents(ProfileUpdatedEvent);

      expect((await edit(user, { hourlyRate: 'Not on the card' })).status).toBe(200);
      expect((await edit(user, { primaryRole: 'editor', location: 'Porto' })).status).toBe(200);
      expect((await edit(user, { availabilityStatus: 'busy' })).status).toBe(200);

      // The creation's own event (version 0) may still be on its way from the outbox.
      const edited = (e: { userId: string; version: number }) =>
        e.userId === user.id && e.version > 0;
      await harness.waitFor(() => distinct(updates, edited).length >= 3, 20_000, 'three updates');
      expect(distinct(updates, edited).map((e) => e.version)).toEqual([1, 2, 3]);
      await harness.waitFor(() => distinct(changes, edited).length >= 2, 20_000, 'two changes');
      const cards = distinct(changes, edited);
      expect(cards.map((card) => card.version)).toEqual([2, 3]);
      expect(cards[0]).toMatchObject({ primaryRole: 'editor', location: 'Porto' });
      expect(cards[1]).toMatchObject({ availabilityStatus: 'busy' });
    });

    it('is not published for a refused edit, which changes nothing', async () => {
      const holder = await signUp(harness, 'holder');
      const user = await signUp(harness, 'refused');
      const changes = await harness.recordEvents(ProfileChangedEvent);
      const taken = await edit(user, { username: holder.username, location: 'Nowhere' });
      expect(taken.status).toBe(409);
      expect((await edit(user, { location: 'Lyon' })).status).toBe(200);
      const edited = (e: { userId: string; version: number }) =>
        e.userId === user.id && e.version > 0;
      expect(await changes.next(edited)).toMatchObject({
        username: user.username,
        location: 'Lyon',
        version: 1,
      });
      expect(distinct(changes, edited)).toHaveLength(1);
    });
  });

  it('announces once, at boot, each profile stored before profiles carried a version', async () => {
    const changes = await harness.recordEvents(ProfileChangedEvent);
    const userId = randomUUID();
    await harness
      .get<Connection>(getConnectionToken())
      .collection('profiles')
      .insertOne({
        _id: userId as never,
        username: `old_${userId.slice(0, 6)}`,
        usernameNormalized: `old_${userId.slice(0, 6)}`,
        fullName: 'Old Timer',
        location: 'Oslo',
        createdAt: new Date('2024-01-01T00:00:00.000Z'),
      });
    const service = harness.get(ProfilesService);
    expect(await service.announceUnversionedProfiles()).toBe(1);
    expect(await service.announceUnversionedProfiles()).toBe(0);
    expect(await changes.next((event) => event.userId === userId)).toMatchObject({
      fullName: 'Old Timer',
      location: 'Oslo',
      version: 0,
    });
    const reader = await signUp(harness, 'reader');
    expect(await readOn(harness, userId, reader)).toMatchObject({ credits: [], bio: null });
  });

  describe('GET /api/profiles/:id from memory', () => {
    it('answers from memory once read, and never stale after the own write', async () => {
      const user = await signUp(harness, 'cached');
      await readOn(harness, user.id, user);
      await overwriteStored(user.id, { bio: 'written behind its back' });
      expect((await readOn(harness, user.id, user)).bio).toBeNull(); // the cached copy

      expect((await edit(user, { bio: 'My own edit' })).status).toBe(200);
      expect((await readOn(harness, user.id, user)).bio).toBe('My own edit');
    });

    it("another replica's cached copy follows a write within a second", async () => {
      const user = await signUp(harness, 'replicated');
      await readOn(replica, user.id, user);
      await overwriteStored(user.id, { location: 'behind its back' });
      expect((await readOn(replica, user.id, user)).location).toBeNull(); // cached on the replica

      expect((await edit(user, { location: 'Madrid' })).status).toBe(200);
      await harness.waitFor(
        async () => (await readOn(replica, user.id, user)).location === 'Madrid',
        1000,
        'the replica to serve the new location',
      );
    });

    it('forgets a rating summary written by any replica', async () => {
      const user = await signUp(harness, 'rated');
      await readOn(harness, user.id, user);
      await readOn(replica, user.id, user);
      await harness.get(ProfilesService).setRatingSummary(user.id, 4.5, 2);
      expect(await readOn(harness, user.id, user)).toMatchObject({
        averageRating: 4.5,
        ratingCount: 2,
      });
      await harness.waitFor(
        async () => (await readOn(replica, user.id, user)).ratingCount === 2,
        1000,
        'the replica to serve the new rating summary',
      );
    });
  });
});
