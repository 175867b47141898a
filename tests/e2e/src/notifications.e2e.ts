import type { Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { describeViolations, seriousViolations } from './accessibility/serious-violations';
import {
  createProjectOnExplore,
  signedInPage,
  uniqueTitle,
  verifiedAccount,
} from './journeys/projects';
import { signIn } from './journeys/sign-in';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Opens the dropdown, clears the unread count and closes it again. */
async function markAllRead(page: Page) {
  await bell(page).click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByTestId('notification-list')).toBeVisible();
  const markAll = dropdown.getByRole('button', { name: 'Mark all read' });
  await expect(markAll.or(dropdown.getByText('No notifications yet')).first()).toBeVisible();
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

// Each journey has its own accounts: a bell's exact count is only theirs to change.
test("a connection request raises the receiver's bell without a reload and is accepted from it", async ({
  browser,
  request,
}) => {
  const receiverAccount = await verifiedAccount(request, 'nreceiver', 'Remy Receiver');
  const senderAccount = await verifiedAccount(request, 'nsender', 'Sasha Sender');
  const receiver = await signedInPage(browser, receiverAccount);
  await markAllRead(receiver);

  const sender = await signedInPage(browser, senderAccount);
  await sender.goto(`/user/username/${receiverAccount.username}`);
  await sender.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(sender.getByText('Connection request sent', { exact: true })).toBeVisible();

  await expect(receiver.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await bell(receiver).click();
  const dropdown = receiver.getByRole('dialog');
  await expect(dropdown.getByText('New Connection Request')).toBeVisible();
  await expect(
    dropdown.getByText(`${senderAccount.fullName} wants to connect with you`),
  ).toBeVisible();
  const violations = await seriousViolations(receiver);
  expect(violations, describeViolations('the notifications dropdown', violations)).toEqual([]);
  await dropdown.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(receiver.getByText('Connection request accepted', { exact: true })).toBeVisible();
  await expect(receiver.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The sender hears back live too.
  await bell(sender).click();
  await expect(
    sender
      .getByRole('dialog')
      .getByText(`${receiverAccount.fullName} accepted your connection request`),
  ).toBeVisible();
});

test("a project application raises the owner's bell live", async ({ browser, request }) => {
  const ownerAccount = await verifiedAccount(request, 'nowner', 'Olga Owner');
  const applicantAccount = await verifiedAccount(request, 'napplicant', 'Abel Applicant');
  const owner = await signedInPage(browser, ownerAccount);
  const title = uniqueTitle('Harbour Lights');
  const projectPath = await createProjectOnExplore(owner, title);
  await markAllRead(owner);

  const applicantPage = await (await browser.newContext()).newPage();
  const token = await signIn(applicantPage, applicantAccount);
  const api = applicantPage.request;
  const headers = { authorization: `Bearer ${token}` };
  const projectId = projectPath.split('/').pop();
  const applied = await api.post(`/api/projects/${projectId}/applications`, {
    headers,
    data: { role: 'composer', message: null },
  });
  expect(applied.status()).toBe(201);

  await expect(owner.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await bell(owner).click();
  const dropdown = owner.getByRole('dialog');
  await expect(dropdown.getByText('New Project Application').first()).toBeVisible();
  await expect(
    dropdown.getByText(`${applicantAccount.fullName} applied to ${title} as composer`),
  ).toBeVisible();
  await dropdown.getByRole('button', { name: 'View Profile' }).first().click();
  await expect(owner).toHaveURL(/\/user-profile\/|\/profile\//);
});
