import { expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in on /auth and resolves to the access token keycloak-js received. */
export async function signIn(page: Page, credentials: Credentials): Promise<string> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  // keycloak-js exchanges the one-time code for tokens with the PKCE verifier.
  const tokenResponse = page.waitForResponse(
    (response) =>
      response.url().endsWith('/realms/filmcollab/protocol/openid-connect/token') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  const tokens = (await (await tokenResponse).json()) as { access_token: string };
  expect(tokens.access_token.split('.')).toHaveLength(3);
  await expect(page.getByTestId('whoami')).toBeVisible();
  return tokens.access_token;
}
