import { expect, test } from './accessibility/accessible-test';
import { signedInPage, verifiedAccount } from './journeys/projects';

test('one user asks to connect from a profile, the other accepts from theirs, and the first removes the connection', async ({
  browser,
  request,
}) => {
  const senderAccount = await verifiedAccount(request, 'csender', 'Quinn Asker');
  const receiverAccount = await verifiedAccount(request, 'creceiver', 'Rowan Answer');
  const sender = await signedInPage(browser, senderAccount);
  await sender.goto(`/user/username/${receiverAccount.username}`);
  await sender.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(sender.getByText('Connection request sent', { exact: true })).toBeVisible();
  await expect(sender.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  const receiver = await signedInPage(browser, receiverAccount);
  await receiver.goto(`/user/username/${senderAccount.username}`);
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
