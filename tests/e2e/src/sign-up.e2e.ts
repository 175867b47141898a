import { expect, test } from './accessibility/accessible-test';
import { verificationLinkIn, waitForMail } from './mail-catcher';
import { newAccount } from './new-account';
import { editProfileWithPhotoViewItAndSendFeedback, signOut } from './journeys/profile';
import { signIn } from './journeys/sign-in';

const VERIFIED = 'Email verified successfully! You can now sign in with your account.';

test('a visitor signs up, verifies the e-mail, signs in, edits the profile with a photo, views it, sends feedback and signs out', async ({
  page,
}) => {
  const account = newAccount('signup');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Claim My VIP Spot' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&vip=true$/);
  await expect(page.getByTestId('vip-signup')).toBeVisible();

  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(form.getByText('Password strength: Strong')).toBeVisible();
  const submit = form.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox').click();
  await submit.click();

  await expect(
    form.getByText('Account created successfully! Check your email to verify your account.'),
  ).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');

  // Not verified yet: sign-in is refused with a request to verify.
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  );

  const mail = await waitForMail(account.email, /Verify your FilmCollab email address/);
  await page.goto(verificationLinkIn(mail));
  await expect(page).toHaveURL(/\/auth\?tab=signin/);
  await expect(page.getByText(VERIFIED)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(VERIFIED)).toBeHidden({ timeout: 8000 });

  await signIn(page, { email: account.email, password: account.password });
  await expect(page.getByTestId('whoami')).toContainText(`Signed in as ${account.username}`);

  await editProfileWithPhotoViewItAndSendFeedback(page, { fullName: `${account.fullName} Jr` });
  await signOut(page);
});
