import { expect, test } from './accessibility/accessible-test';
import { demoAccount } from './demo-account';
import { verifiedAccount } from './journeys/projects';
import { signIn } from './journeys/sign-in';
import { editProfileWithPhotoViewItAndSendFeedback, signOut } from './journeys/profile';

test('a signed-in user edits their profile with a photo, views it, sends feedback and signs out', async ({
  page,
  request,
}) => {
  // Not demo: the other journeys read demo's name ('Demo User') while this one runs.
  await signIn(page, await verifiedAccount(request, 'profile'));
  await editProfileWithPhotoViewItAndSendFeedback(page, { fullName: 'Maya Director' });
  await signOut(page);
});

test('a profile that does not exist says so', async ({ page }) => {
  await signIn(page, demoAccount);
  await page.goto('/user-profile/no-such-user');
  await expect(page.getByText('Profile not found')).toBeVisible();
  await expect(page.getByText("The user profile you're looking for doesn't exist.")).toBeVisible();
});
