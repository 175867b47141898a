import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { verificationLinkIn, waitForMail } from '../mail-catcher';
import { newAccount, signUpThroughTheApi, type NewAccount } from '../new-account';
import { signIn, type Credentials } from './sign-in';

/**
 * A fresh account whose e-mail address is verified (signing in needs it). Journeys that change
 * an account's connections, bell, projects or profile use these, never the seeded demo accounts,
 * so they can run beside each other.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  prefix: string,
  fullName?: string,
): Promise<NewAccount> {
  const account = newAccount(prefix, fullName);
  await signUpThroughTheApi(request, account);
  const mail = await waitForMail(account.email, /Verify your FilmCollab email address/);
  const verified = await request.get(verificationLinkIn(mail), { maxRedirects: 0 });
  expect(verified.headers().location).toContain('verified=true');
  return account;
}

/** A new browser context (its own session) signed in as `account`. */
export async function signedInPage(browser: Browser, account: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** A title no other run or journey uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** Creates a project on /create-project; resolves to its page's path. */
export async function createProject(page: Page, title: string): Promise<string> {
  await page.goto('/create-project');
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Description').fill('A short film made in a browser journey.');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Creates a project and posts it to Explore, which opens it to applications. */
export async function createProjectOnExplore(page: Page, title: string): Promise<string> {
  const path = await createProject(page, title);
  await page.getByRole('button', { name: 'Post to Explore Page' }).click();
  await expect(
    page.getByText('Project posted to Explore page for others to join!', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Explore' })).toBeVisible();
  return path;
}

/** Applies through `?apply=true` (the dialog opens by itself), double-clicking submit. */
export async function applyFor(page: Page, projectPath: string, role: string): Promise<void> {
  await page.goto(`${projectPath}?apply=true`);
  const dialog = page.getByRole('dialog', { name: 'Apply to Join Project' });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/apply=true/);
  const submit = dialog.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByLabel('Message (optional)').fill('I would love to work on this.');
  await submit.dblclick();
  await expect(
    page.getByText('Your application has been sent to the project owner', { exact: true }),
  ).toBeVisible();
  await expect(statusCard(page)).toContainText('Pending');
}

/** The viewer's 'My Application Status' card. */
export function statusCard(page: Page) {
  return page.getByRole('region', { name: 'My Application Status' });
}
