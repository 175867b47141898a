import type { Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { describeViolations, seriousViolations } from './accessibility/serious-violations';
import { demoAccount } from './demo-account';
import { signIn } from './journeys/sign-in';

/** Seeded collaborators (identity's demo accounts), so the journeys leave demo and alex alone. */
const sam = { email: 'sam@filmcollab.local', password: 'Demo-Passw0rd!', username: 'sam' };
const riley = { email: 'riley@filmcollab.local', password: 'Demo-Passw0rd!', username: 'riley' };

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

test("a connection request raises the receiver's bell without a reload and is accepted from it", async ({
  browser,
}) => {
  const receiver = await (await browser.newContext()).newPage();
  await signIn(receiver, riley);
  await markAllRead(receiver);

  const sender = await (await browser.newContext()).newPage();
  await signIn(sender, sam);
  await sender.goto(`/user/username/${riley.username}`);
  await sender.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(sender.getByText('Connection request sent', { exact: true })).toBeVisible();

  await expect(receiver.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await bell(receiver).click();
  const dropdown = receiver.getByRole('dialog');
  await expect(dropdown.getByText('New Connection Request')).toBeVisible();
  await expect(dropdown.getByText('Sam Okafor wants to connect with you')).toBeVisible();
  const violations = await seriousViolations(receiver);
  expect(violations, describeViolations('the notifications dropdown', violations)).toEqual([]);
  await dropdown.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(receiver.getByText('Connection request accepted', { exact: true })).toBeVisible();
  await expect(receiver.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The sender hears back live too.
  await bell(sender).click();
  await expect(
    sender.getByRole('dialog').getByText('Riley Novak accepted your connection request').first(),
  ).toBeVisible();
  await sender.keyboard.press('Escape');

  // Leave the two unconnected for the next run.
  await sender.reload();
  await sender.getByRole('button', { name: 'Remove connection' }).click();
  const question = sender.getByRole('alertdialog', { name: /^Remove .+ from your connections\?$/ });
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(sender.getByText('Connection removed', { exact: true })).toBeVisible();
});

test("a project application raises the owner's bell live", async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, demoAccount);
  await markAllRead(owner);

  const applicantPage = await (await browser.newContext()).newPage();
  const token = await signIn(applicantPage, riley);
  const api = applicantPage.request;
  const headers = { authorization: `Bearer ${token}` };
  const explore = await api.get('/api/projects/explore?limit=50', { headers });
  const { projects } = (await explore.json()) as { projects: { id: string; title: string }[] };
  const harbour = projects.find((project) => project.title === 'Harbour Lights');
  expect(harbour, 'the seeded project Harbour Lights is on Explore').toBeDefined();
  await api.delete(`/api/projects/${harbour!.id}/applications/mine`, { headers });
  const applied = await api.post(`/api/projects/${harbour!.id}/applications`, {
    headers,
    data: { role: 'composer', message: null },
  });
  expect(applied.status()).toBe(201);

  await expect(owner.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await bell(owner).click();
  const dropdown = owner.getByRole('dialog');
  await expect(dropdown.getByText('New Project Application').first()).toBeVisible();
  await expect(
    dropdown.getByText('Riley Novak applied to Harbour Lights as composer'),
  ).toBeVisible();
  await dropdown.getByRole('button', { name: 'View Profile' }).first().click();
  await expect(owner).toHaveURL(/\/user-profile\/|\/profile\//);

  await api.delete(`/api/projects/${harbour!.id}/applications/mine`, { headers });
});
