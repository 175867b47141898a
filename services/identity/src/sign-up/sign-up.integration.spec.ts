import { Clock } from '@filmcollab/service-kit';
import { EmailRequestedEvent, UserRegisteredEvent } from '@filmcollab/contracts';
import { ACCOUNT_PORT, type AccountPort } from '../accounts/account-port';
import type { EventRecorder } from '@filmcollab/service-kit/testing';
import { IdentityHarness, ORIGIN } from '../testing/identity-harness';
import { ProfilesStandIn } from '../testing/profiles-stand-in';

const PASSWORD = 'Str0ng-Passw0rd!';

function newUser(name: string) {
  return {
    username: name,
    fullName: 'Maya Okafor',
    email: `${name}@example.com`,
    password: PASSWORD,
    acceptTerms: true,
  };
}

describe('sign-up and e-mail verification', () => {
  let idp: IdentityHarness;
  let profiles: ProfilesStandIn;
  let mails: EventRecorder<typeof EmailRequestedEvent>;
  let registrations: EventRecorder<typeof UserRegisteredEvent>;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    [profiles, mails, registrations] = await Promise.all([
      ProfilesStandIn.start(idp.service),
      idp.service.recordEvents(EmailRequestedEvent),
      idp.service.recordEvents(UserRegisteredEvent),
    ]);
  });

  // The harness stops its stand-ins and recorders too.
  afterAll(() => idp?.stop());

  afterEach(() => {
    profiles.availabilityFails = false;
    profiles.reservationFails = false;
    jest.restoreAllMocks();
  });

  /** Each call from a client address of its own, unless one is given: sign-ups are throttled per client. */
  let clients = 0;
  const signUp = (body: object, client = `198.51.100.${++clients % 250}`) =>
    idp.fetch('/api/identity/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });

  it('throttles sign-ups per client (the "already exists" text must not serve bulk look-ups)', async () => {
    const body = {
      username: 'throttled',
      fullName: 'Throttled Person',
      email: 'throttled@filmcollab.local',
      password: 'Str0ng-Passw0rd!',
      acceptTerms: true,
    };
    // Nothing gets created: every attempt stops at the username check, after the throttle.
    profiles.availabilityFails = true;
    for (let i = 0; i < 10; i++) {
      expect((await signUp(body, '203.0.113.50')).status).toBe(503);
    }
    const throttled = await signUp(body, '203.0.113.50');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({
      message: 'Too many sign-up attempts. Please wait a minute and try again.',
      code: 'SIGN_UP_RATE_LIMITED',
    });
    expect((await signUp(body, '203.0.113.51')).status).toBe(503);
  });

  async function expectRefusal(body: object, status: number, message: string) {
    const response = await signUp(body);
    expect({
      status: response.status,
      message: ((await response.json()) as { message: string }).message,
    }).toEqual({
      status,
      message,
    });
  }

  const accounts = () => idp.get<AccountPort>(ACCOUNT_PORT);

  function linkFrom(text: string): string {
    const match = /(http\S+email-verification\?token=\S+)/.exec(text);
    if (!match) throw new Error(`no verification link in: ${text}`);
    return match[1];
  }

  it('checks the fields in the spec order, answering the first failing rule with its exact text', async () => {
    const valid = newUser('order_check');
    await expectRefusal({}, 400, 'Username is required. Please enter a username.');
    await expectRefusal(
      { ...valid, username: '' },
      400,
      'Username is required. Please enter a username.',
    );
    await expectRefusal(
      { ...valid, username: 'ab', fullName: '' },
      400,
      'Username must be at least 3 characters long.',
    );
    await expectRefusal(
      { ...valid, username: 'maya-okafor' },
      400,
      'Username can only contain letters, numbers and underscores.',
    );
    await expectRefusal(
      { ...valid, username: 'a'.repeat(21) },
      400,
      'Username must be at most 20 characters long.',
    );
    await expectRefusal(
      { ...valid, fullName: ' ', email: '' },
      400,
      'Full name is required. Please enter your full name.',
    );
    await expectRefusal(
      { ...valid, email: '', password: '' },
      400,
      'Email is required. Please enter your email address.',
    );
    await expectRefusal(
      { ...valid, email: 'maya..o@example.com' },
      400,
      'Email cannot contain consecutive dots',
    );
    await expectRefusal(
      { ...valid, email: '.maya@example.com' },
      400,
      'Email cannot start or end with a dot',
    );
    await expectRefusal(
      { ...valid, email: 'maya@example' },
      400,
      'Please enter a valid email address',
    );
    await expectRefusal(
      { ...valid, email: `${'m'.repeat(250)}@example.com` },
      400,
      'Email address is too long',
    );
    await expectRefusal(
      { ...valid, password: '', acceptTerms: false },
      400,
      'Password is required. Please enter a password.',
    );
    await expectRefusal(
      { ...valid, password: 'short' },
      400,
      'Password must be at least 8 characters long.',
    );
    await expectRefusal(
      { ...valid, acceptTerms: false },
      400,
      'You must agree to the Terms & Conditions to create an account.',
    );
    await expectRefusal(
      { ...valid, acceptTerms: undefined },
      400,
      'You must agree to the Terms & Conditions to create an account.',
    );
    expect(profiles.reservationRequests).toHaveLength(0);
    expect(await accounts().findByEmail(valid.email)).toBeNull();
  });

  it('creates an unverified account, reserves the username, announces it and mails a one-time verification link', async () => {
    const maya = newUser('maya_ok');
    const response = await signUp(maya);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Account created successfully! Check your email to verify your account.',
    });

    const account = await accounts().findByEmail('maya_ok@example.com');
    expect(account).toMatchObject({
      username: 'maya_ok',
      emailVerified: false,
      fullName: 'Maya Okafor',
    });
    expect(profiles.reserved.get('maya_ok')).toBe(account?.id);
    expect(await registrations.next((event) => event.userId === account?.id)).toEqual({
      userId: account?.id,
      email: 'maya_ok@example.com',
      username: 'maya_ok',
      fullName: 'Maya Okafor',
    });
    const mail = await mails.next((m) => m.to === 'maya_ok@example.com');
    expect(mail.subject).toBe('Verify your FilmCollab email address');
    const link = linkFrom(mail.text);
    expect(link.startsWith(`${ORIGIN}/api/identity/email-verification?token=`)).toBe(true);
    expect(mail.html).toContain('Maya Okafor');

    // Unverified: the right password is refused with a request to verify; a wrong one is not told so.
    const early = await idp.signIn('maya_ok@example.com', PASSWORD);
    expect(early.response.status).toBe(403);
    expect(await early.response.json()).toEqual({
      message:
        'Please verify your email address before signing in. Check your inbox for the verification link.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(early.cookie).toBeUndefined();
    expect((await idp.signIn('maya_ok@example.com', 'Wrong-Passw0rd!')).response.status).toBe(401);

    const followed = await idp.fetch(new URL(link).pathname + new URL(link).search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${ORIGIN}/auth?verified=true`);
    expect((await accounts().findById(account?.id ?? ''))?.emailVerified).toBe(true);

    const again = await idp.fetch(new URL(link).pathname + new URL(link).search);
    expect(again.headers.get('location')).toBe(`${ORIGIN}/auth?verified=false`);

    const signedIn = await idp.signIn('maya_ok@example.com', PASSWORD);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.cookie).toBeDefined();
  });

  it('refuses a verification link after it expired', async () => {
    await signUp(newUser('late_verifier'));
    const link = linkFrom((await mails.next((m) => m.to === 'late_verifier@example.com')).text);
    const clock = idp.get(Clock);
    const now = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() + 25 * 3600 * 1000));

    const followed = await idp.fetch(new URL(link).pathname + new URL(link).search);
    expect(followed.headers.get('location')).toBe(`${ORIGIN}/auth?verified=false`);
    expect((await accounts().findByEmail('late_verifier@example.com'))?.emailVerified).toBe(false);
  });

  it('refuses a made-up verification token', async () => {
    const response = await idp.fetch('/api/identity/email-verification?token=not-a-real-token');
    expect(response.headers.get('location')).toBe(`${ORIGIN}/auth?verified=false`);
  });

  it("answers the spec's 'already exists' text for a registered e-mail, whatever its case", async () => {
    expect((await signUp(newUser('first_owner'))).status).toBe(201);
    await expectRefusal(
      { ...newUser('second_owner'), email: 'First_Owner@Example.com' },
      409,
      'An account with this email already exists. Please sign in instead.',
    );
    expect(profiles.reserved.has('second_owner')).toBe(false);
  });

  it('refuses a username profiles already holds, and removes the account when the reservation is refused', async () => {
    profiles.hold('taken_name');
    await expectRefusal(
      newUser('taken_name'),
      409,
      'Username is already taken. Please choose another.',
    );

    // Availability said yes, but another sign-up got the reservation first.
    jest.spyOn(profiles.reserved, 'has').mockReturnValueOnce(false);
    await expectRefusal(
      newUser('taken_name'),
      409,
      'Username is already taken. Please choose another.',
    );
    expect(await accounts().findByEmail('taken_name@example.com')).toBeNull();
  });

  it('answers the availability-failure text when profiles cannot answer, creating nothing', async () => {
    profiles.availabilityFails = true;
    await expectRefusal(
      newUser('check_fails'),
      503,
      'Error checking username availability. Please try again.',
    );
    profiles.availabilityFails = false;
    profiles.reservationFails = true;
    await expectRefusal(
      newUser('reserve_fails'),
      503,
      'Error checking username availability. Please try again.',
    );
    expect(await accounts().findByEmail('reserve_fails@example.com')).toBeNull();
  });

  it('gives a username to exactly one of several simultaneous sign-ups', async () => {
    // Different letter cases: the identity database would accept each, so profiles' atomic reservation decides.
    const attempts = ['same_name', 'Same_Name', 'SAME_NAME', 'same_NAME'].map((username, i) => ({
      ...newUser(username),
      email: `same_name_${i}@example.com`,
    }));
    const responses = await Promise.all(attempts.map((attempt) => signUp(attempt)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as { message: string }).message).toBe(
        'Username is already taken. Please choose another.',
      );
    }
    const owners = await Promise.all(attempts.map((a) => accounts().findByEmail(a.email)));
    const created = owners.filter((owner) => owner !== null);
    expect(created).toHaveLength(1);
    expect(profiles.reserved.get('same_name')).toBe(created[0]?.id);
  });
});
