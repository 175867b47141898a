import type { Locator } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { newAccount, signUpThroughTheApi } from './new-account';

interface Fields {
  username?: string;
  fullName?: string;
  email?: string;
  password?: string;
}

async function submitSignUp(form: Locator, fields: Fields) {
  await form.getByLabel('Username').fill(fields.username ?? '');
  await form.getByLabel('Full Name').fill(fields.fullName ?? '');
  await form.getByLabel('Email').fill(fields.email ?? '');
  await form.getByLabel('Password', { exact: true }).fill(fields.password ?? '');
  await form.getByRole('button', { name: 'Create Account' }).click();
}

const valid = {
  username: 'valid_name',
  fullName: 'Maya Okafor',
  email: 'maya@example.com',
  password: 'Str0ng-Passw0rd!',
};

test('the sign-up tab answers each rule with the spec text, in order', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('tabpanel');
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await form.getByRole('checkbox').click();

  const cases: [Fields, string][] = [
    [{}, 'Username is required. Please enter a username.'],
    [{ username: 'ab' }, 'Username must be at least 3 characters long.'],
    [
      { ...valid, username: 'bad-name' },
      'Username can only contain letters, numbers and underscores.',
    ],
    [{ username: 'valid_name' }, 'Full name is required. Please enter your full name.'],
    [
      { username: 'valid_name', fullName: 'Maya' },
      'Email is required. Please enter your email address.',
    ],
    [{ ...valid, email: 'maya..ok@example.com' }, 'Email cannot contain consecutive dots'],
    [{ ...valid, password: '' }, 'Password is required. Please enter a password.'],
    [{ ...valid, password: 'short' }, 'Password must be at least 8 characters long.'],
  ];
  for (const [fields, message] of cases) {
    await submitSignUp(form, fields);
    await expect(form.getByRole('alert')).toHaveText(message);
  }
});

test('the e-mail field is checked after typing pauses, with typo suggestions', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  const email = page.getByRole('tabpanel').getByLabel('Email');
  const expectHint = (text: string | RegExp) =>
    expect(page.locator('#signup-email-check')).toHaveText(text);

  await email.fill('maya');
  await expectHint('Please enter a valid email address');
  await email.fill('.maya@example.com');
  await expectHint('Email cannot start or end with a dot');
  await email.fill(`${'m'.repeat(250)}@example.com`);
  await expectHint('Email address is too long');
  await email.fill('maya@gmail.co');
  await expectHint(/Did you mean this email address\?/);
  await page.getByRole('button', { name: 'maya@gmail.com' }).click();
  await expect(email).toHaveValue('maya@gmail.com');
});

test('a taken username and a registered e-mail are refused by the server with the spec texts', async ({
  page,
  request,
}) => {
  const existing = newAccount('taken');
  await signUpThroughTheApi(request, existing);

  await page.goto('/auth?tab=signup');
  const form = page.getByRole('tabpanel');
  await form.getByRole('checkbox').click();
  await submitSignUp(form, { ...existing, email: `other_${existing.email}` });
  await expect(form.getByRole('alert')).toHaveText(
    'Username is already taken. Please choose another.',
  );

  await submitSignUp(form, { ...existing, username: newAccount('fresh').username });
  await expect(form.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in instead.',
  );
});
