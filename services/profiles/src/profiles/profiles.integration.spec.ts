import { z } from 'zod';
import { profilesService } from '../service-definition';
import { randomUUID } from 'node:crypto';
import {
  MyProfileSchema,
  ProfileSchema,
  ReserveUsernameQuery,
  UsernameAvailabilityQuery,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('profiles: reservation, reads and owner-only edits', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  const reserve = (userId: string, username: string) =>
    harness.query(ReserveUsernameQuery, {
      userId,
      username,
      fullName: 'Some One',
      email: `${userId.slice(0, 8)}@filmcollab.test`,
    });

  describe('username reservation over NATS', () => {
    it('gives a username to exactly one of many simultaneous sign-ups, whatever the case', async () => {
      const username = `Rival_${randomUUID().slice(0, 6)}`;
      const candidates = Array.from({ length: 8 }, (_, i) => ({
        id: randomUUID(),
        username: i % 2 === 0 ? username : username.toLowerCase(),
      }));
      const answers = await Promise.all(candidates.map((c) => reserve(c.id, c.username)));
      expect(answers.filter((a) => a.reserved)).toHaveLength(1);
      const winner = candidates[answers.findIndex((a) => a.reserved)];
      const { body } = await harness.request(
        `/api/profiles/by-username/${username.toUpperCase()}`,
        {
          token: (await signUp(harness, 'reader')).token,
        },
      );
      expect(body.id).toBe(winner.id);
    });

    it('answers reserved again for the same user and username (retried sign-up), not for another name', async () => {
      const id = randomUUID();
      const username = `again_${id.slice(0, 6)}`;
      expect(await reserve(id, username)).toEqual({ reserved: true });
      expect(await reserve(id, username)).toEqual({ reserved: true });
      expect(await reserve(id, `other_${id.slice(0, 6)}`)).toEqual({ reserved: false });
    });

    it('reports availability case-insensitively', async () => {
      const user = await signUp(harness, 'avail');
      expect(
        await harness.query(UsernameAvailabilityQuery, {
          username: user.username.toUpperCase(),
        }),
      ).toEqual({ available: false });
      expect(
        await harness.query(UsernameAvailabilityQuery, {
          username: `free_${randomUUID().slice(0, 6)}`,
        }),
      ).toEqual({ available: true });
    });
  });

  describe('identity.user.registered', () => {
    it('creates the profile when missing and leaves an existing one alone', async () => {
      const reader = await signUp(harness, 'reader');
      const userId = randomUUID();
      const username = `evt_${userId.slice(0, 6)}`;
      await harness.publish(UserRegisteredEvent, {
        userId,
        username,
        fullName: 'Event Person',
        email: `${username}@filmcollab.test`,
      });
      await eventually(
        async () =>
          (await harness.request(`/api/profiles/${userId}`, { token: reader.token })).status ===
          200,
        'the profile from the event',
      );
      const { body } = await harness.request(`/api/profiles/${userId}`, { token: reader.token });
      expect(body).toMatchObject({ username, fullName: 'Event Person' });

      // An existing profile (reserved at sign-up, since edited) is not overwritten by the event.
      const existing = await signUp(harness, 'kept', 'Kept Name');
      await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: existing.token,
        body: { bio: 'mine' },
      });
      await harness.publish(UserRegisteredEvent, {
        userId: existing.id,
        username: existing.username,
        fullName: 'Other Name',
        email: existing.email,
      });
      await harness.waitForConsumersIdle();
      const after = await harness.request('/api/profiles/me', { token: existing.token });
      expect(after.body).toMatchObject({ fullName: 'Kept Name', bio: 'mine' });
    });
  });

  describe('reading profiles', () => {
    it('answers a profile by id and by username, without the e-mail, to signed-in users only', async () => {
      const owner = await signUp(harness, 'owner');
      const viewer = await signUp(harness, 'viewer');
      const byId = await harness.request(`/api/profiles/${owner.id}`, { token: viewer.token });
      expect(byId.status).toBe(200);
      const profile = z.strictObject(ProfileSchema.shape).parse(byId.body);
      expect(profile).toMatchObject({
        id: owner.id,
        username: owner.username,
        fullName: owner.fullName,
        averageRating: null,
        ratingCount: 0,
        collaborationCount: 0,
        availabilityStatus: 'available',
      });
      expect(byId.body).not.toHaveProperty('email');
      const byName = await harness.request(`/api/profiles/by-username/${owner.username}`, {
        token: viewer.token,
      });
      expect(byName.body.id).toBe(owner.id);
      expect((await harness.request(`/api/profiles/${owner.id}`)).status).toBe(401);
    });

    it("answers 404 with the spec's text for an unknown profile", async () => {
      const viewer = await signUp(harness, 'viewer');
      const { status, body } = await harness.request(`/api/profiles/${randomUUID()}`, {
        token: viewer.token,
      });
      expect(status).toBe(404);
      expect(body).toEqual({
        code: 'PROFILE_NOT_FOUND',
        message: "The user profile you're looking for doesn't exist.",
      });
    });

    it('answers the own profile with the e-mail on /me, creating it for a seeded account with a token only', async () => {
      const user = await signUp(harness, 'me');
      const mine = await harness.request('/api/profiles/me', { token: user.token });
      expect(MyProfileSchema.parse(mine.body)).toMatchObject({ id: user.id, email: user.email });

      const seeded = {
        id: randomUUID(),
        username: `seed_${randomUUID().slice(0, 6)}`,
        email: 'seed@filmcollab.test',
      };
      const seededMe = await harness.request('/api/profiles/me', {
        token: await harness.tokenFor(seeded),
      });
      expect(seededMe.status).toBe(200);
      expect(seededMe.body).toMatchObject({
        id: seeded.id,
        username: seeded.username,
        fullName: null,
      });
    });
  });

  describe('editing the own profile', () => {
    it('saves the fields, empty ones as null, and answers the updated profile', async () => {
      const user = await signUp(harness, 'editor');
      const { status, body } = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: user.token,
        body: {
          fullName: '  Ada Director ',
          bio: '',
          primaryRole: 'assistant_director',
          secondaryRoles: ['editor', 'gaffer'],
          location: 'Lisbon',
          websiteUrl: 'https://ada.example',
          portfolioUrl: null,
          reelUrl: 'https://vimeo.com/1',
          yearsExperience: 0,
          hourlyRate: '$50/hour',
          availabilityStatus: 'busy',
          equipmentOwned: ['RED Komodo'],
          preferredGenres: ['Drama', 'Noir'],
        },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        fullName: 'Ada Director',
        bio: null,
        primaryRole: 'assistant_director',
        secondaryRoles: ['editor', 'gaffer'],
        websiteUrl: 'https://ada.example',
        portfolioUrl: null,
        yearsExperience: 0,
        hourlyRate: '$50/hour',
        availabilityStatus: 'busy',
        equipmentOwned: ['RED Komodo'],
      });
      const reread = await harness.request(`/api/profiles/${user.id}`, { token: user.token });
      expect(reread.body.location).toBe('Lisbon');
    });

    it.each([
      [{ yearsExperience: -1 }, 'yearsExperience'],
      [{ websiteUrl: 'not a url' }, 'websiteUrl'],
      [{ reelUrl: 'javascript:alert(1)' }, 'reelUrl'],
      [{ primaryRole: 'stunt_pilot' }, 'primaryRole'],
      [{ availabilityStatus: 'away' }, 'availabilityStatus'],
      [{ primaryRole: '' }, 'primaryRole'],
      [{ availabilityStatus: '  ' }, 'availabilityStatus'],
      [{ websiteUrl: '' }, 'websiteUrl'],
      [{ portfolioUrl: '   ' }, 'portfolioUrl'],
      [{ reelUrl: 'https://vimeo.com/1\u0000' }, 'reelUrl'],
      [{ fullName: 'Ada\u0000Director' }, 'fullName'],
      [{ yearsExperience: '' }, 'yearsExperience'],
      [{ username: 'a b' }, 'username'],
      [{ id: 'someone-else' }, ''],
    ])('refuses %j', async (changes, field) => {
      const user = await signUp(harness, 'invalid');
      const { status, body } = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: user.token,
        body: changes,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      if (field) expect(body.details[0].path).toContain(field);
    });

    it("only edits the signed-in user's own profile: there is no route to edit another's", async () => {
      const owner = await signUp(harness, 'victim', 'Victim Name');
      const other = await signUp(harness, 'intruder');
      const attempt = await harness.request(`/api/profiles/${owner.id}`, {
        method: 'PATCH',
        token: other.token,
        body: { fullName: 'Hacked' },
      });
      expect(attempt.status).toBe(404);
      const unsigned = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        body: { fullName: 'Hacked' },
      });
      expect(unsigned.status).toBe(401);
      const owned = await harness.request(`/api/profiles/${owner.id}`, { token: other.token });
      expect(owned.body.fullName).toBe('Victim Name');
    });

    it('keeps usernames unique on change, ignoring case, with a clear message', async () => {
      const holder = await signUp(harness, 'holder');
      const changer = await signUp(harness, 'changer');
      const taken = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: changer.token,
        body: { username: holder.username.toUpperCase(), bio: 'not saved either' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        code: 'USERNAME_TAKEN',
        message: 'Username is already taken. Please choose another.',
      });
      const unchanged = await harness.request('/api/profiles/me', { token: changer.token });
      expect(unchanged.body).toMatchObject({ username: changer.username, bio: null });

      const fresh = `Fresh_${randomUUID().slice(0, 6)}`;
      const renamed = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: changer.token,
        body: { username: fresh },
      });
      expect(renamed.body.username).toBe(fresh);
      expect(
        await harness.query(UsernameAvailabilityQuery, { username: changer.username }),
      ).toEqual({
        available: true,
      });
      const sameNameOtherCase = await harness.request('/api/profiles/me', {
        method: 'PATCH',
        token: changer.token,
        body: { username: fresh.toLowerCase() },
      });
      expect(sameNameOtherCase.status).toBe(200);
    });
  });
});
