import type { KeycloakInitOptions, KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import { AuthClient, type KeycloakLike, RESTORE_MIN_VALIDITY_MS } from './auth-client';
import { TokenStorage } from './token-storage';

/** A JWT-shaped token whose payload keycloak-js would expose as `tokenParsed`. */
const claims = { sub: 'u1', preferred_username: 'alice', email: 'alice@example.com' };

class FakeKeycloak implements KeycloakLike {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: KeycloakLike['tokenParsed'];
  onAuthRefreshSuccess?: () => void;
  onAuthRefreshError?: () => void;
  onAuthLogout?: () => void;
  onTokenExpired?: () => void;
  initOptions?: KeycloakInitOptions;
  loginOptions?: KeycloakLoginOptions;
  logoutOptions?: KeycloakLogoutOptions;

  constructor(
    private readonly behaviour: {
      initFails?: boolean;
      callbackTokens?: boolean;
      /** init waits for this before it answers (the refresh keycloak-js makes on start). */
      refreshed?: Promise<void>;
      /** What keycloak-js reads from its tokens (`claims` unless given). */
      parsedClaims?: KeycloakLike['tokenParsed'];
    },
  ) {}

  async init(options: KeycloakInitOptions) {
    this.initOptions = options;
    await this.behaviour.refreshed;
    if (this.behaviour.initFails) throw new Error('refresh token expired');
    if (options.token && options.refreshToken) {
      this.setTokens('restored');
      this.onAuthRefreshSuccess?.();
      return true;
    }
    if (this.behaviour.callbackTokens) {
      this.setTokens('from-callback');
      return true;
    }
    return false;
  }
  async updateToken() {
    this.setTokens('refreshed');
    this.onAuthRefreshSuccess?.();
    return true;
  }
  async login(options?: KeycloakLoginOptions) {
    this.loginOptions = options;
  }
  async logout(options?: KeycloakLogoutOptions) {
    this.logoutOptions = options;
  }
  setTokens(prefix: string) {
    this.token = `${prefix}-access`;
    this.refreshToken = `${prefix}-refresh`;
    this.idToken = `${prefix}-id`;
    this.tokenParsed = this.behaviour.parsedClaims ?? claims;
  }
}

/** A JWT-shaped access token (unsigned: the browser only reads it) expiring in `validForMs`. */
function accessToken(validForMs: number, name = 'Alice Ångström'): string {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor((Date.now() + validForMs) / 1000);
  return `${base64url({ alg: 'RS256' })}.${base64url({ ...claims, name, exp })}.signature`;
}

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const config = { url: 'http://localhost:8000', realm: 'filmcollab', clientId: 'filmcollab-web' };

function makeClientWith(
  {
    authConfig = config,
    restoreWhen,
  }: { authConfig?: typeof config; restoreWhen?: () => Promise<void> },
  ...instances: FakeKeycloak[]
) {
  const created: FakeKeycloak[] = [];
  const storage = new TokenStorage(localStorage, sessionStorage);
  const client = new AuthClient(authConfig, {
    storage,
    restoreWhen,
    session: sessionStorage,
    origin: 'http://localhost:8000',
    createKeycloak: () => {
      const next = instances[created.length] ?? new FakeKeycloak({});
      created.push(next);
      return next;
    },
  });
  return { client, storage, created };
}

function makeClient(...instances: FakeKeycloak[]) {
  return makeClientWith({}, ...instances);
}

describe('AuthClient', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts keycloak-js for a visitor only when they sign in: PKCE S256, no login iframe, back to the origin', async () => {
    const { client, created } = makeClient(new FakeKeycloak({}));
    await client.init();
    expect(created).toHaveLength(0);
    expect(client.getState()).toEqual({ status: 'anonymous', user: null });

    await client.login({ rememberMe: true });

    expect(created).toHaveLength(1);
    expect(created[0].initOptions).toMatchObject({
      pkceMethod: 'S256',
      checkLoginIframe: false,
      redirectUri: 'http://localhost:8000/',
    });
    expect(created[0].loginOptions).toEqual({ redirectUri: 'http://localhost:8000/' });
  });

  it('restores stored tokens and persists the refreshed ones where they were (remember me)', async () => {
    const { client, storage, created } = makeClient(new FakeKeycloak({}));
    storage.save({ token: 'old-access', refreshToken: 'old-refresh', idToken: 'old-id' }, true);

    await client.init();

    expect(created[0].initOptions).toMatchObject({
      token: 'old-access',
      refreshToken: 'old-refresh',
    });
    expect(client.getState().user).toMatchObject({ username: 'alice', email: 'alice@example.com' });
    expect((await storage.load())?.token).toBe('restored-access');
    expect(storage.isRemembered()).toBe(true);

    await client.refresh();
    expect((await storage.load())?.refreshToken).toBe('refreshed-refresh');
  });

  it('stores tokens from the sign-in callback according to the "remember me" choice', async () => {
    const first = makeClient(new FakeKeycloak({}));
    await first.client.login({ rememberMe: false });
    expect(first.created[0].loginOptions).toEqual({ redirectUri: 'http://localhost:8000/' });

    const afterRedirect = makeClient(new FakeKeycloak({ callbackTokens: true }));
    await afterRedirect.client.init();

    expect((await afterRedirect.storage.load())?.token).toBe('from-callback-access');
    expect(afterRedirect.storage.isRemembered()).toBe(false);
    expect(afterRedirect.client.getState().status).toBe('authenticated');
  });

  it('treats stored tokens that cannot be refreshed as signed out and forgets them', async () => {
    const { client, storage, created } = makeClient(
      new FakeKeycloak({ initFails: true }),
      new FakeKeycloak({}),
    );
    storage.save({ token: 'old-access', refreshToken: 'old-refresh' }, true);

    await client.init();

    expect(created).toHaveLength(2);
    expect(created[1].initOptions?.token).toBeUndefined();
    expect(await storage.load()).toBeNull();
    expect(client.getState().status).toBe('anonymous');
  });

  it('clears stored tokens and signs out when a refresh fails', async () => {
    await makeClient().client.login({ rememberMe: true });
    const { client, storage, created } = makeClient(new FakeKeycloak({ callbackTokens: true }));
    await client.init();
    const seen: string[] = [];
    client.subscribe(() => seen.push(client.getState().status));

    created[0].onAuthRefreshError?.();

    expect(await storage.load()).toBeNull();
    expect(seen).toEqual(['anonymous']);
  });

  it('refuses an invalid IdP configuration when keycloak-js would start, not before', async () => {
    const { client, created } = makeClientWith({ authConfig: { ...config, url: 'not a url' } });
    await client.init();
    expect(client.getState().status).toBe('anonymous');

    await expect(client.login({ rememberMe: false })).rejects.toThrow();
    expect(created).toHaveLength(0);
  });

  it('signs out: clears tokens and returns to /auth', async () => {
    await makeClient().client.login({ rememberMe: true });
    const { client, storage, created } = makeClient(new FakeKeycloak({ callbackTokens: true }));
    await client.init();
    expect(await storage.load()).not.toBeNull();

    await client.logout();

    expect(await storage.load()).toBeNull();
    expect(created[0].logoutOptions).toEqual({ redirectUri: 'http://localhost:8000/auth' });
  });

  describe('a stored access token still valid', () => {
    it('signs in at once from its claims and lets keycloak-js refresh the session behind it', async () => {
      const refresh = deferred();
      const { client, storage, created } = makeClient(
        new FakeKeycloak({ refreshed: refresh.promise }),
      );
      const stored = accessToken(5 * 60_000);
      storage.save({ token: stored, refreshToken: 'old-refresh' }, true);

      await client.init();

      const restored = client.getState();
      expect(restored).toEqual({
        status: 'authenticated',
        user: { id: 'u1', username: 'alice', email: 'alice@example.com', name: 'Alice Ångström' },
      });
      expect(client.getToken()).toBe(stored);

      const notified: string[] = [];
      client.subscribe(() => notified.push(client.getState().status));
      refresh.resolve();
      await client.refresh();

      expect(created[0].initOptions).toMatchObject({ token: stored, refreshToken: 'old-refresh' });
      expect(client.getToken()).toBe('refreshed-access');
      expect((await storage.load())?.refreshToken).toBe('refreshed-refresh');
      expect(notified.length).toBeGreaterThan(0);
      // keycloak-js's claims name the same user (no `name` there): the state is a new one.
      expect(client.getState().user?.name).toBeNull();
    });

    it('keeps the same state object when the refreshed session names the same user', async () => {
      const { client, storage } = makeClient(
        new FakeKeycloak({ parsedClaims: { ...claims, name: 'Alice Ångström' } }),
      );
      storage.save({ token: accessToken(5 * 60_000), refreshToken: 'old-refresh' }, true);
      await client.init();
      const restored = client.getState();

      await client.refresh();

      expect(client.getToken()).toBe('refreshed-access');
      expect(client.getState()).toBe(restored);
    });

    it('signs out once keycloak-js cannot refresh the session, and forgets the tokens', async () => {
      const { client, storage } = makeClient(
        new FakeKeycloak({ initFails: true }),
        new FakeKeycloak({}),
      );
      storage.save({ token: accessToken(5 * 60_000), refreshToken: 'revoked' }, true);
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      await client.init();
      expect(client.getState().status).toBe('authenticated');

      expect(await client.refresh()).toBe(false);
      expect(client.getState()).toEqual({ status: 'anonymous', user: null });
      expect(client.getToken()).toBeUndefined();
      expect(await storage.load()).toBeNull();
      error.mockRestore();
    });

    it('starts keycloak-js when `restoreWhen` says so, or at once for a refresh asked for earlier', async () => {
      const pageShown = deferred();
      const waiting = makeClientWith({ restoreWhen: () => pageShown.promise });
      waiting.storage.save({ token: accessToken(5 * 60_000), refreshToken: 'r' }, true);
      await waiting.client.init();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(waiting.created).toHaveLength(0);
      expect(waiting.client.getState().status).toBe('authenticated');

      pageShown.resolve();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(waiting.created).toHaveLength(1);

      const never = makeClientWith({ restoreWhen: () => new Promise(() => undefined) });
      never.storage.save({ token: accessToken(5 * 60_000), refreshToken: 'r' }, true);
      await never.client.init();
      expect(await never.client.refresh()).toBe(true);
      expect(never.created).toHaveLength(1);
      expect(never.client.getToken()).toBe('refreshed-access');
    });

    it('waits for keycloak-js when the token expires within RESTORE_MIN_VALIDITY_MS', async () => {
      const refresh = deferred();
      const { client, storage } = makeClient(new FakeKeycloak({ refreshed: refresh.promise }));
      storage.save({ token: accessToken(RESTORE_MIN_VALIDITY_MS - 1000), refreshToken: 'r' }, true);

      let initialised = false;
      const init = client.init().then(() => {
        initialised = true;
      });
      await new Promise((r) => setTimeout(r, 10));
      expect(initialised).toBe(false);

      refresh.resolve();
      await init;
      expect(client.getToken()).toBe('restored-access');
    });
  });
});
