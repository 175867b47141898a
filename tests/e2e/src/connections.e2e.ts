import { expect, test } from './accessibility/accessible-test';
import { demoAccount, secondDemoAccount } from './demo-account';
import { signIn } from './journeys/sign-in';

test('one user asks to connect from a profile, the other accepts from theirs, and the first removes the connection', async ({
  browser,
}) => {
  const sender = await (await browser.newContext()).newPage();
  await signIn(sender, demoAccount);
  await sender.goto(`/user/username/${secondDemoAccount.username}`);
  await sender.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(sender.getByText('Connection request sent', { exact: true })).toBeVisible();
  await expect(sender.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  const receiver = await (await browser.newContext()).newPage();
  await signIn(receiver, secondDemoAccount);
  await receiver.goto(`/user/username/${demoAccount.username}`);
  await receiver.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(receiver.getByText('Connection request accepted', { exact: true })).toBeVisible();
  await expect(receiver.getByRole('button', { name: 'Connected' })).toBeDisabled();

  await sender.reload();
  await expect(sender.getByRole('button', { name: 'Connected' })).toBeDisabled();

  // Removing asks first; the keyboard alone can answer (Cancel has the focus, Tab reaches Remove).
  await sender.getByRole('button', { name: 'Remove connection' }).click();
  const question = sender.getByRole('alertdialog', { name: /^Remove .+ from your connections\?$/ });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await sender.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
  await sender.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(sender.getByText('Connection removed', { exact: true })).toBeVisible();
  await expect(sender.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();

  await receiver.reload();
  await expect(receiver.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
});
