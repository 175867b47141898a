import { IdentityHarness, ORIGIN, PASSWORD } from '../../testing/identity-harness';

const AUTHENTICATE = '/realms/filmcollab/login-actions/authenticate';
const credentials = { email: 'csrf@filmcollab.local', password: PASSWORD, rememberMe: true };

describe('login CSRF: login-actions/authenticate only from the platform’s own sign-in page', () => {
  let idp: IdentityHarness;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    await idp.createAccount('csrf');
  });

  afterAll(() => idp?.stop());

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This sign-in request did not come from the FilmCollab sign-in page.',
      code: 'LOGIN_REQUEST_REFUSED',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  }

  async function expectNoSession(response: Response): Promise<void> {
    expect([403, 415]).toContain(response.status);
    expect(response.headers.get('set-cookie')).toBeNull();
  }

  it('refuses a cross-site form post (urlencoded or text/plain), even with the right password', async () => {
    await expectNoSession(
      await idp.fetch(AUTHENTICATE, {
        method: 'POST',
        headers: { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' },
        body: new URLSearchParams({ ...credentials, rememberMe: 'true' }),
      }),
    );
    await expectNoSession(
      await idp.fetch(AUTHENTICATE, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: ORIGIN },
        body: JSON.stringify(credentials),
      }),
    );
  });

  it('refuses JSON from another origin, and JSON that shows neither Origin nor Sec-Fetch-Site', async () => {
    await expectRefused(
      (await idp.signIn(credentials.email, PASSWORD, true, { origin: 'http://evil.test' }))
        .response,
    );
    await expectRefused(
      await idp.fetch(AUTHENTICATE, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      }),
    );
  });

  it('accepts JSON from its own origin, or marked same-origin by the browser', async () => {
    expect((await idp.signIn(credentials.email)).response.status).toBe(200);
    const sameOrigin = await idp.fetch(AUTHENTICATE, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify(credentials),
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('set-cookie')).toMatch(/^FILMCOLLAB_IDP_SESSION=/);
  });
});
