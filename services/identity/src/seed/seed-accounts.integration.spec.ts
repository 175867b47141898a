import { decodeJwt } from 'jose';
import { UserRegisteredEvent } from '@filmcollab/contracts';
import { EventBus } from '@filmcollab/service-kit';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import { ProfileRegistrationService } from '../profile-registration/profile-registration.service';
import { EventRecorder } from '../testing/event-recorder';
import { IdentityTestHarness } from '../testing/identity-test-harness';
import { ProfilesResponder } from '../testing/profiles-responder';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAccounts } from './seed-accounts';

describe('seed: demo accounts get their profiles the way sign-up gives them', () => {
  let idp: IdentityTestHarness;
  let profiles: ProfilesResponder;
  let registrations: EventRecorder<typeof UserRegisteredEvent>;
  let profilesRunning = true;

  beforeAll(async () => {
    idp = await IdentityTestHarness.start();
    [profiles, registrations] = await Promise.all([
      ProfilesResponder.start(idp.infrastructure.natsUrl),
      EventRecorder.start(idp.infrastructure.natsUrl, UserRegisteredEvent),
    ]);
  });

  afterAll(async () => {
    await Promise.all([profilesRunning ? profiles?.stop() : undefined, registrations?.stop()]);
    await idp?.stop();
  });

  afterEach(() => jest.restoreAllMocks());

  const accounts = () => idp.get<AccountPort>(ACCOUNT_PORT);
  const seed = () => seedAccounts(accounts(), idp.get(ProfileRegistrationService), DEMO_ACCOUNTS);

  it('creates verified demo accounts with their passwords, reserves their usernames and announces them', async () => {
    expect(await seed()).toEqual({
      created: ['demo@filmcollab.local', 'alex@filmcollab.local'],
      existing: [],
    });
    for (const demo of DEMO_ACCOUNTS) {
      const account = await accounts().findByEmail(demo.email);
      expect(account).toMatchObject({
        username: demo.username,
        emailVerified: true,
        fullName: demo.fullName,
      });
      expect(profiles.reserved.get(demo.username)).toBe(account?.id);
      expect(await registrations.next((event) => event.userId === account?.id)).toEqual({
        userId: account?.id,
        email: demo.email,
        username: demo.username,
        fullName: demo.fullName,
      });
    }
    const { tokens } = await idp.signInWithCode('demo@filmcollab.local');
    expect(decodeJwt(tokens.id_token).name).toBe('Demo User');
  });

  it('registers the profiles of existing demo accounts again under the same event ids, which JetStream keeps once', async () => {
    const publish = jest.spyOn(idp.get(EventBus), 'publish');
    const reservationsBefore = profiles.reservationRequests.length;

    expect(await seed()).toEqual({
      created: [],
      existing: ['demo@filmcollab.local', 'alex@filmcollab.local'],
    });

    expect(profiles.reservationRequests.length - reservationsBefore).toBe(2);
    const ids = await Promise.all(
      DEMO_ACCOUNTS.map(async (demo) => (await accounts().findByEmail(demo.email))?.id),
    );
    expect(
      publish.mock.calls.map(([, payload, options]) => [
        (payload as { userId: string }).userId,
        options,
      ]),
    ).toEqual(ids.map((id) => [id, { eventId: `identity.user.registered:${id}` }]));
    for (const result of publish.mock.results) {
      expect((await (result.value as ReturnType<EventBus['publish']>)).duplicate).toBe(true);
    }
  });

  it('gives a demo account created before the seed registered profiles its profile, and verifies it', async () => {
    const [demo] = DEMO_ACCOUNTS;
    const old = await accounts().findByEmail(demo.email);
    await accounts().delete(old?.id ?? '');
    profiles.reserved.delete(demo.username);
    const unregistered = await accounts().create({ ...demo, emailVerified: false });

    await seed();

    expect(profiles.reserved.get(demo.username)).toBe(unregistered.id);
    expect((await accounts().findById(unregistered.id))?.emailVerified).toBe(true);
    expect(await registrations.next((event) => event.userId === unregistered.id)).toMatchObject({
      username: demo.username,
    });
  });

  it('fails with a clear message when profiles holds a demo username for another account', async () => {
    const [, alex] = DEMO_ACCOUNTS;
    profiles.hold(alex.username, 'someone-else');
    await expect(seed()).rejects.toThrow(
      "profiles refused the username 'alex' for alex@filmcollab.local: another account holds it",
    );
    profiles.reserved.delete(alex.username);
  });

  it('fails with a clear message when profiles does not answer', async () => {
    await profiles.stop();
    profilesRunning = false;
    await expect(seed()).rejects.toThrow(
      /the profiles service did not answer the username reservation: .*The seed needs the whole stack running/,
    );
  });
});
