import { initTestAuthClient } from '@filmcollab/web-kit/testing';

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
export function testAuthClient(signedIn: boolean, claims: TestClaims = DEFAULT_CLAIMS) {
  return initTestAuthClient({ claims: signedIn ? { ...claims } : null });
}
