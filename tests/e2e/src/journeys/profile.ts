import { expect, type Page } from '@playwright/test';

/** A real 1×1 PNG: the profiles service checks that an upload is the image it claims to be. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function editProfileWithPhotoViewItAndSendFeedback(
  page: Page,
  { fullName }: { fullName: string },
): Promise<void> {
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: onePixelPng,
  });
  await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();

  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Primary Role').selectOption('director');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Bio').fill('I direct one-scene shorts.');
  await page.getByLabel('Years of Experience').fill('3');
  // After saving, the header must show the new name without a reload of this document.
  const documentStart = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('button', { name: 'Update Profile' }).click();

  // Saving goes to /profile, which redirects to the own profile page.
  await expect(page).toHaveURL(/\/user-profile\//);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByText('Director', { exact: true })).toBeVisible();
  await expect(page.getByText('Lisbon')).toBeVisible();
  await expect(page.getByText('I direct one-scene shorts.')).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Edit Profile' })
      .or(page.getByRole('link', { name: 'Edit Profile' })),
  ).toBeVisible();
  const avatar = page.getByRole('img', { name: `${fullName}'s profile photo` });
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The avatar menu shows the profile's new name and photo, in the same document.
  const accountMenu = page.getByRole('button', { name: `Account menu for ${fullName}` });
  await expect(accountMenu).toBeVisible();
  await expect(accountMenu.locator('img[src*="/storage/profile-images/"]')).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentStart);
  await accountMenu.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(fullName);

  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByText('Navigating to your profile', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();

  await page.goto('/feedback');
  await page.getByPlaceholder('Type your feedback here...').fill('  Love the one-scene idea!  ');
  await page.getByRole('button', { name: 'Send Feedback', exact: true }).click();
  await expect(page.getByText('Your feedback has been submitted.', { exact: true })).toBeVisible();

  // The layout's feedback dialog sends the same way and closes afterwards.
  await page.getByRole('button', { name: 'Send feedback', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Type your feedback here...').fill('The dialog works too.');
  await dialog.getByRole('button', { name: 'Send Feedback', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu|open user menu|user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  // Shown by the page the IdP's sign-out returns to.
  await expect(
    page.getByText('You have been signed out successfully', { exact: true }),
  ).toBeVisible();
}
