import type { KeycloakInitOptions, KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import { AuthClient, type KeycloakLike } from './auth-client';
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

  constructor(private readonly behaviour: { initFails?: boolean; callbackTokens?: boolean }) {}

  async init(options: KeycloakInitOptions) {
    this.initOptions = options;
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
    this.tokenParsed = claims;
  }
}

const config = { url: 'http://localhost:8000', realm: 'filmcollab', clientId: 'filmcollab-web' };

function makeClient(...instances: FakeKeycloak[]) {
  return makeClientFor(config, ...instances);
}

function makeClientFor(authConfig: typeof config, ...instances: FakeKeycloak[]) {
  const created: FakeKeycloak[] = [];
  const storage = new TokenStorage(localStorage, sessionStorage);
  const client = new AuthClient(authConfig, {
    storage,
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
    const { client, created } = makeClientFor({ ...config, url: 'not a url' });
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
});
