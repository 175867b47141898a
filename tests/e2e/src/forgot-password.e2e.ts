import { expect, test } from './accessibility/accessible-test';
import { resetCodeIn, resetLinkIn, waitForMail } from './mail-catcher';
import { newAccount, signUpThroughTheApi } from './new-account';
import { signIn } from './journeys/sign-in';

const NEW_PASSWORD = 'N3w-Passw0rd!';

test('a user resets the password with the e-mailed code and signs in with the new one', async ({
  page,
  request,
}) => {
  const account = newAccount('forgot');
  await signUpThroughTheApi(request, account);

  await page.goto('/auth?tab=forgot');
  const tab = page.getByRole('tabpanel');
  await tab.getByRole('button', { name: 'Send OTP' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Please enter your email address.');
  await tab.getByLabel('Email').fill('not-an-email');
  await tab.getByRole('button', { name: 'Send OTP' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Invalid email format.');

  await tab.getByLabel('Email').fill(account.email);
  await tab.getByRole('button', { name: 'Send OTP' }).click();
  await expect(tab.getByText('OTP sent! Check your email.')).toBeVisible();

  const mail = await waitForMail(account.email, /password reset code/);
  await tab.getByRole('button', { name: 'Reset Password' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Please fill all fields.');
  await tab.getByLabel('One-time code').fill(resetCodeIn(mail));
  await tab.getByLabel('New Password').fill(NEW_PASSWORD);
  await tab.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByText('Password updated! You can now sign in.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await signIn(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page.getByTestId('whoami')).toContainText(`Signed in as ${account.username}`);
});

test('the link of the reset e-mail opens /reset-password, where the code sets the new password', async ({
  page,
  request,
}) => {
  const account = newAccount('resetlink');
  await signUpThroughTheApi(request, account);
  const sent = await request.post('/api/identity/password-reset/request', {
    data: { email: account.email },
  });
  expect(await sent.json()).toEqual({ success: true, message: 'OTP sent! Check your email.' });

  const mail = await waitForMail(account.email, /password reset code/);
  await page.goto(resetLinkIn(mail));
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('One-time code').fill(resetCodeIn(mail));
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password updated! You can now sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await signIn(page, { email: account.email, password: NEW_PASSWORD });
});

test('asking for a code never reveals whether the address has an account', async ({ request }) => {
  const answer = async (email: string) => {
    const response = await request.post('/api/identity/password-reset/request', {
      data: { email },
    });
    return { status: response.status(), body: await response.json() };
  };
  const account = newAccount('exists');
  await signUpThroughTheApi(request, account);
  expect(await answer(`nobody_${account.username}@example.com`)).toEqual(
    await answer(account.email),
  );
});
