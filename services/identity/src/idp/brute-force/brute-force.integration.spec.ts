import { PasswordHasher } from '../../accounts/credentials/password-hasher';
import { IdentityHarness, PASSWORD } from '../../testing/identity-harness';

const invalid = { message: 'Invalid login credentials', code: 'INVALID_CREDENTIALS' };

describe('brute-force detection at login-actions/authenticate', () => {
  let idp: IdentityHarness;

  beforeAll(async () => {
    idp = await IdentityHarness.start({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_CLIENT: '6',
      LOGIN_LOCKOUT_INCREMENT_SECONDS: '1',
    });
    await Promise.all(['locked', 'other', 'victim'].map((name) => idp.createAccount(name)));
  });

  afterAll(() => idp?.stop());
  afterEach(() => jest.restoreAllMocks());

  const attempt = async (email: string, password: string, client: string) => {
    const { response, cookie } = await idp.signIn(email, password, true, {
      'x-forwarded-for': client,
    });
    return { status: response.status, body: (await response.json()) as unknown, cookie };
  };

  it('locks an address after 3 wrong passwords: the right one then gets the same answer, without hashing', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await attempt('locked@filmcollab.local', `wrong-${i}`, `198.51.100.${i + 1}`)).toEqual(
        {
          status: 401,
          body: invalid,
          cookie: undefined,
        },
      );
    }
    const verify = jest.spyOn(idp.get(PasswordHasher), 'verify');
    expect(await attempt('locked@filmcollab.local', PASSWORD, '198.51.100.9')).toEqual({
      status: 401,
      body: invalid,
      cookie: undefined,
    });
    expect(verify).not.toHaveBeenCalled();
    // Another address is not affected.
    expect((await attempt('other@filmcollab.local', PASSWORD, '198.51.100.9')).status).toBe(200);

    // The lockout is temporary (1 s here); a right password then clears the count.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt('locked@filmcollab.local', PASSWORD, '198.51.100.9')).status).toBe(200);
    expect((await attempt('locked@filmcollab.local', 'wrong-again', '198.51.100.9')).status).toBe(
      401,
    );
    expect((await attempt('locked@filmcollab.local', PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('locks a client address after 6 wrong passwords across addresses; other clients still sign in', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await attempt(`nobody-${i}@filmcollab.local`, PASSWORD, '203.0.113.7')).status).toBe(
        401,
      );
    }
    expect(await attempt('victim@filmcollab.local', PASSWORD, '203.0.113.7')).toEqual({
      status: 401,
      body: invalid,
      cookie: undefined,
    });
    expect((await attempt('victim@filmcollab.local', PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('lets a parallel burst of guesses past the limit no further than the limit', async () => {
    const verify = jest.spyOn(idp.get(PasswordHasher), 'verify');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attempt('victim@filmcollab.local', `burst-${i}`, `192.0.2.${i + 1}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    expect(verify).toHaveBeenCalledTimes(3);
  });
});
