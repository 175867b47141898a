import { AuthClient, TokenStorage, type KeycloakLike } from '@filmcollab/web-kit';

export interface TestClaims {
  sub?: string;
  preferred_username?: string;
  email?: string;
  name?: string;
}

const DEFAULT_CLAIMS: TestClaims = {
  sub: 'u1',
  preferred_username: 'alice',
  email: 'alice@example.com',
};

/** A real AuthClient over a stand-in keycloak-js that is (or is not) signed in. */
export async function testAuthClient(
  signedIn: boolean,
  claims: TestClaims = DEFAULT_CLAIMS,
): Promise<AuthClient> {
  const keycloak = {
    async init() {
      return signedIn;
    },
    token: signedIn ? 'access' : undefined,
    refreshToken: signedIn ? 'refresh' : undefined,
    tokenParsed: signedIn ? claims : undefined,
    login: jest.fn(),
    logout: jest.fn(),
    updateToken: jest.fn(),
  } as unknown as KeycloakLike;
  const client = new AuthClient(
    { url: 'http://localhost:8000', realm: 'filmcollab', clientId: 'filmcollab-web' },
    {
      storage: new TokenStorage(localStorage, sessionStorage),
      session: sessionStorage,
      origin: 'http://localhost:8000',
      createKeycloak: () => keycloak,
    },
  );
  await client.init();
  return client;
}
