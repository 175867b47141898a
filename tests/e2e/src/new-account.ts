import type { APIRequestContext } from '@playwright/test';

export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/**
 * A fresh, unique account for one journey (usernames: at most 20 letters, digits, underscores).
 * Journeys with two fresh people give them different names, so a text naming one is not the other.
 */
export function newAccount(prefix: string, fullName = 'Maya Okafor'): NewAccount {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `${prefix}_${suffix}`.slice(0, 20);
  return {
    username,
    fullName,
    email: `${username}@example.com`,
    password: 'Str0ng-Passw0rd!',
  };
}

/** Creates the account through the public API (the sign-up tab does the same request). */
export async function signUpThroughTheApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/identity/sign-up', {
    data: { ...account, acceptTerms: true },
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  }
}

/** Signs in on the /auth page's sign-in tab and waits until keycloak-js landed on `/`. */
