import { expect, test } from './accessibility/accessible-test';
import { demoAccount } from './demo-account';
import { signIn } from './journeys/sign-in';

function tamperWithPayload(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.preferred_username = 'someone-else';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

test('a seeded user signs in through keycloak-js and the page calls a protected API', async ({
  page,
}) => {
  await signIn(page, demoAccount);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('whoami')).toContainText(`Signed in as ${demoAccount.username}`);
  await expect(page.getByTestId('whoami')).toContainText(demoAccount.email);
});

test('the protected API refuses a missing, tampered or expired token through the gateway', async ({
  page,
  request,
}) => {
  const accessToken = await signIn(page, demoAccount);
  const me = (token?: string) =>
    request.get('/api/identity/me', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const accepted = await me(accessToken);
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ email: demoAccount.email });

  expect((await me()).status()).toBe(401);
  expect((await me(tamperWithPayload(accessToken))).status()).toBe(401);
  expect((await me('not-a-jwt')).status()).toBe(401);

  // The e2e stack issues short-lived access tokens (see global-setup) so expiry is observable.
  const { exp } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 1500);
  const expired = await me(accessToken);
  expect(expired.status()).toBe(401);
});

test('a visitor who is not signed in is sent from a protected route to /auth', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
