import { Clock } from '@filmcollab/service-kit';
import { EmailRequestedEvent } from '@filmcollab/contracts';
import type { EventRecorder } from '@filmcollab/service-kit/testing';
import { IdentityHarness, ORIGIN, PASSWORD, pkcePair } from '../testing/identity-harness';

const NEW_PASSWORD = 'N3w-Passw0rd!';

describe('forgot password: e-mailed one-time code, then a new password', () => {
  let idp: IdentityHarness;
  let mails: EventRecorder<typeof EmailRequestedEvent>;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    mails = await idp.service.recordEvents(EmailRequestedEvent);
  });

  // The harness stops its recorders too.
  afterAll(() => idp?.stop());

  afterEach(() => jest.restoreAllMocks());

  const post = (path: string, body: object) =>
    idp.fetch(`/api/identity/password-reset/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function answer(response: Promise<Response>) {
    const settled = await response;
    return { status: settled.status, body: (await settled.json()) as Record<string, unknown> };
  }

  const requestCode = (email: string) => answer(post('request', { email }));
  const confirm = (email: string, code: string, newPassword = NEW_PASSWORD) =>
    answer(post('confirm', { email, code, newPassword }));

  /** Asks for a code for a fresh account's address and answers the code from the e-mail. */
  async function codeFor(username: string): Promise<{ email: string; code: string; text: string }> {
    const email = `${username}@filmcollab.local`;
    const before = mails.payloads.length;
    expect((await requestCode(email)).status).toBe(200);
    const mail = await mails.next((m) => m.to === email && mails.payloads.indexOf(m) >= before);
    const code = /one-time code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return { email, code, text: mail.text };
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the spec texts for missing or malformed fields', async () => {
    expect(await requestCode('')).toMatchObject({
      status: 400,
      body: { message: 'Please enter your email address.' },
    });
    expect(await requestCode('not-an-address')).toMatchObject({
      status: 400,
      body: { message: 'Invalid email format.' },
    });
    expect(await answer(post('confirm', { email: 'a@example.com', code: '123456' }))).toMatchObject(
      {
        status: 400,
        body: { message: 'Please fill all fields.' },
      },
    );
    expect(await confirm('a@example.com', '123456', 'short')).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters long.' },
    });
  });

  it('e-mails a 6-digit code with the /reset-password link; the code sets a new password once', async () => {
    await idp.createAccount('reset_me');
    const { email, code, text } = await codeFor('reset_me');
    expect(text).toContain(`${ORIGIN}/reset-password?email=${encodeURIComponent(email)}`);
    expect(text).toContain('10 minutes');

    expect(await confirm(email, code)).toEqual({
      status: 200,
      body: { success: true, message: 'Password updated! You can now sign in.' },
    });
    expect((await idp.signIn(email, PASSWORD)).response.status).toBe(401);
    expect((await idp.signIn(email, NEW_PASSWORD)).response.status).toBe(200);

    expect(await confirm(email, code, 'An0ther-Passw0rd!')).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code. Please request a new one.' },
    });
    expect((await idp.signIn(email, NEW_PASSWORD)).response.status).toBe(200);
  });

  it("ends the account's open IdP sessions, on every device, and no other account's", async () => {
    await idp.createAccount('many_devices');
    await idp.createAccount('bystander');
    const email = 'many_devices@filmcollab.local';
    const laptop = await idp.signInWithCode(email);
    const phone = await idp.signInWithCode(email);
    const other = await idp.signInWithCode('bystander@filmcollab.local');
    const userinfo = (accessToken: string) =>
      idp.fetch('/realms/filmcollab/protocol/openid-connect/userinfo', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await userinfo(laptop.tokens.access_token)).status).toBe(200);

    const { code } = await codeFor('many_devices');
    expect((await confirm(email, code)).status).toBe(200);

    for (const device of [laptop, phone]) {
      const refreshed = await idp.refresh(device.tokens.refresh_token);
      expect(refreshed.status).toBe(400);
      expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
      expect((await userinfo(device.tokens.access_token)).status).toBe(401);
      // The session cookie no longer signs the browser in: the IdP sends it to the login page.
      const authorize = await idp.authorize(pkcePair(), device.cookie);
      expect(authorize.headers.get('location')).toBe(`${ORIGIN}/auth`);
    }
    expect((await idp.refresh(other.tokens.refresh_token)).status).toBe(200);
    // Signing in with the new password opens a fresh session as usual.
    expect((await idp.signIn(email, NEW_PASSWORD)).response.status).toBe(200);
  });

  it('answers the same for an address without account and sends nothing to it', async () => {
    await idp.createAccount('has_account');
    const unknown = await requestCode('Nobody-Here@filmcollab.local');
    const known = await requestCode('has_account@filmcollab.local');
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: 'OTP sent! Check your email.' },
    });
    const mail = await mails.next((m) => m.to === 'has_account@filmcollab.local');
    expect(mails.payloads.some((m) => m.to.startsWith('nobody-here'))).toBe(false);
    // Confirming for it looks exactly like a wrong code for an address with an account.
    const code = /one-time code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(await confirm('nobody-here@filmcollab.local', '123456')).toEqual(
      await confirm('has_account@filmcollab.local', wrongCode(code)),
    );
  });

  it('stops accepting the code after 5 wrong attempts', async () => {
    await idp.createAccount('guesser');
    const { email, code } = await codeFor('guesser');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await confirm(email, wrongCode(code))).toMatchObject({
        status: 400,
        body: { message: 'Invalid or expired code. Please request a new one.' },
      });
    }
    expect(await confirm(email, wrongCode(code))).toMatchObject({
      status: 400,
      body: { message: 'Too many incorrect attempts. Please request a new code.' },
    });
    expect((await confirm(email, code)).status).toBe(400);
    expect((await idp.signIn(email, NEW_PASSWORD)).response.status).toBe(401);
  });

  it('refuses a code after 10 minutes', async () => {
    await idp.createAccount('slowpoke');
    const { email, code } = await codeFor('slowpoke');
    const clock = idp.get(Clock);
    const now = clock.now().getTime();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 10 * 60_000 + 1000));
    expect(await confirm(email, code)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code. Please request a new one.' },
    });
    jest.restoreAllMocks();
    expect((await confirm(email, code)).status).toBe(200);
  });

  it('keeps only the newest code of an address', async () => {
    await idp.createAccount('twice');
    const first = await codeFor('twice');
    const second = await codeFor('twice');
    if (first.code !== second.code) {
      expect((await confirm(first.email, first.code)).status).toBe(400);
    }
    expect((await confirm(second.email, second.code)).status).toBe(200);
  });

  it('rate-limits code requests per address, for addresses with and without account alike', async () => {
    await idp.createAccount('limited');
    for (const email of ['limited@filmcollab.local', 'ghost@filmcollab.local']) {
      for (let request = 1; request <= 3; request += 1) {
        expect((await requestCode(email)).status).toBe(200);
      }
      expect(await requestCode(email.toUpperCase())).toEqual({
        status: 429,
        body: {
          message:
            'Too many code requests for this email. Please wait a few minutes and try again.',
          code: 'RESET_RATE_LIMITED',
        },
      });
    }
    // Another address is not affected.
    expect((await requestCode('other@filmcollab.local')).status).toBe(200);
    // The next window accepts requests again.
    const clock = idp.get(Clock);
    const now = clock.now().getTime();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 15 * 60_000));
    expect((await requestCode('limited@filmcollab.local')).status).toBe(200);
  });

  describe('daily caps on code guesses', () => {
    const guessFrom = (client: string, email: string, code: string) =>
      answer(
        idp.fetch('/api/identity/password-reset/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email, code, newPassword: NEW_PASSWORD }),
        }),
      );
    const exhausted = {
      status: 429,
      body: {
        message: 'Too many incorrect codes today. Please try again tomorrow.',
        code: 'RESET_GUESSES_EXHAUSTED',
      },
    };

    it('allows 10 guesses per address a day across new codes; then even the right code is refused', async () => {
      await idp.createAccount('daily_cap');
      for (let round = 0; round < 2; round++) {
        const { email, code } = await codeFor('daily_cap');
        for (let i = 0; i < 5; i++) {
          const client = `198.51.100.${round * 5 + i + 1}`;
          expect((await guessFrom(client, email, wrongCode(code))).status).toBe(400);
        }
      }
      const { email, code } = await codeFor('daily_cap');
      expect(await guessFrom('198.51.100.20', email, code)).toEqual(exhausted);
    });

    it('allows 30 guesses per client a day across addresses', async () => {
      for (let i = 0; i < 30; i++) {
        expect(
          (await guessFrom('203.0.113.60', `guess-${i}@filmcollab.local`, '123456')).status,
        ).toBe(400);
      }
      expect(await guessFrom('203.0.113.60', 'guess-x@filmcollab.local', '123456')).toEqual(
        exhausted,
      );
      expect((await guessFrom('203.0.113.61', 'guess-x@filmcollab.local', '123456')).status).toBe(
        400,
      );
    });
  });
});
