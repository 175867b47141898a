import { decodeJwt } from 'jose';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { UserRegisteredEvent } from '@filmcollab/contracts';
import { JetStreamPublisher, Outbox } from '@filmcollab/service-kit';
import type { EventRecorder } from '@filmcollab/service-kit/testing';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import { ProfileRegistrationService } from '../profile-registration/profile-registration.service';
import { IdentityHarness } from '../testing/identity-harness';
import { ProfilesStandIn } from '../testing/profiles-stand-in';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAccounts } from './seed-accounts';

describe('seed: demo accounts get their profiles the way sign-up gives them', () => {
  let idp: IdentityHarness;
  let profiles: ProfilesStandIn;
  let registrations: EventRecorder<typeof UserRegisteredEvent>;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    [profiles, registrations] = await Promise.all([
      ProfilesStandIn.start(idp.service),
      idp.service.recordEvents(UserRegisteredEvent),
    ]);
  });

  // The harness stops its stand-ins and recorders too.
  afterAll(() => idp?.stop());

  afterEach(() => jest.restoreAllMocks());

  const accounts = () => idp.get<AccountPort>(ACCOUNT_PORT);
  const seed = () => seedAccounts(accounts(), idp.get(ProfileRegistrationService), DEMO_ACCOUNTS);
  /** How many of these events the kit's outbox still holds (the relay deletes what it published). */
  const outboxEntries = (eventIds: string[]) =>
    idp
      .get<Connection>(getConnectionToken())
      .collection<{ _id: string }>('outbox')
      .countDocuments({ _id: { $in: eventIds } });

  it('creates verified demo accounts with their passwords, reserves their usernames and announces them', async () => {
    expect(await seed()).toEqual({
      created: DEMO_ACCOUNTS.map((demo) => demo.email),
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
    const ids = await Promise.all(
      DEMO_ACCOUNTS.map(async (demo) => (await accounts().findByEmail(demo.email))?.id),
    );
    const eventIds = ids.map((id) => `identity.user.registered:${id}`);
    // The first seed's events are on JetStream (recorded above) and gone from the outbox.
    await idp.service.waitFor(
      async () => (await outboxEntries(eventIds)) === 0,
      5000,
      'the first seed to leave the outbox',
    );
    const published = jest.spyOn(idp.get(JetStreamPublisher), 'publish');
    const stored = jest.spyOn(idp.get(Outbox), 'add');
    const reservationsBefore = profiles.reservationRequests.length;

    expect(await seed()).toEqual({
      created: [],
      existing: DEMO_ACCOUNTS.map((demo) => demo.email),
    });

    expect(profiles.reservationRequests.length - reservationsBefore).toBe(DEMO_ACCOUNTS.length);
    expect(
      stored.mock.calls.map(([, payload, options]) => [
        (payload as { userId: string }).userId,
        options,
      ]),
    ).toEqual(ids.map((id) => [id, { eventId: `identity.user.registered:${id}` }]));
    // The relay publishes them after the commit; JetStream answers each as a duplicate.
    const relayed = () =>
      published.mock.calls.flatMap(([, envelope], call) =>
        eventIds.includes(envelope.id) ? [{ id: envelope.id, call }] : [],
      );
    await idp.service.waitFor(
      () => relayed().length === eventIds.length,
      5000,
      'the relay to publish the events again',
    );
    expect(relayed().map(({ id }) => id)).toEqual(eventIds);
    for (const { call } of relayed()) {
      expect(await published.mock.results[call].value).toBe(true);
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
    profiles.stop();
    await expect(seed()).rejects.toThrow(
      /the profiles service did not answer the username reservation: .*The seed needs the whole stack running/,
    );
  });
});
