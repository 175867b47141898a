import { AuthClient, type KeycloakLike } from '../auth/auth-client';
import { TokenStorage } from '../auth/token-storage';

export interface TestAuthClientOptions {
  /** The signed-in user's token claims; `null` (the default) for a visitor who is not signed in. */
  claims?: Record<string, unknown> | null;
  /** The IdP's address: the page's own origin (the embedded IdP) unless given. */
  idpUrl?: string;
}

/**
 * For jest tests of the shell and the remotes: a real AuthClient over a stand-in keycloak-js
 * whose calls are jest mocks. Call `client.init()` (or use `initTestAuthClient`) before
 * rendering screens that read the session.
 */
export function createTestAuthClient({ claims = null, idpUrl }: TestAuthClientOptions = {}) {
  const signedIn = claims !== null;
  const keycloak = {
    init: jest.fn(async () => signedIn),
    token: signedIn ? 'access' : undefined,
    refreshToken: signedIn ? 'refresh' : undefined,
    tokenParsed: claims ?? undefined,
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    updateToken: jest.fn(async () => false),
  };
  const origin = window.location.origin;
  // The session keycloak-js restores, as the browser would have it (and no earlier test's).
  const storage = new TokenStorage(localStorage, sessionStorage);
  storage.clear();
  if (signedIn) storage.save({ token: 'access', refreshToken: 'refresh' }, true);
  const client = new AuthClient(
    { url: idpUrl ?? origin, realm: 'filmcollab', clientId: 'filmcollab-web' },
    {
      storage,
      session: sessionStorage,
      origin,
      createKeycloak: () => keycloak as unknown as KeycloakLike,
    },
  );
  return { client, keycloak };
}

export async function initTestAuthClient(options: TestAuthClientOptions = {}): Promise<AuthClient> {
  const { client } = createTestAuthClient(options);
  await client.init();
  return client;
}
