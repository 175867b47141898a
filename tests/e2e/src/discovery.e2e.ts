import { expect, test } from './accessibility/accessible-test';
import { demoAccount } from './demo-account';
import {
  filterCheckbox,
  openDiscovery,
  postToExplore,
  resultLinks,
  searchBox,
} from './journeys/discovery';
import {
  applyFor,
  createProject,
  createProjectOnExplore,
  signedInPage,
  uniqueTitle,
  verifiedAccount,
} from './journeys/projects';
import { signIn } from './journeys/sign-in';

test('filtering collaborators by role and location narrows the results, and a result opens the profile', async ({
  page,
}) => {
  await signIn(page, demoAccount);
  await openDiscovery(page, 'collaborators');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const collaborators = resultLinks(page, 'Collaborators');

  // The seed has people in Lisbon, Porto, Madrid and London; the searcher is never listed.
  await page.getByLabel('Location', { exact: true }).fill('Lisbon');
  await expect(collaborators.filter({ hasText: 'Sam Okafor' })).toHaveCount(1);
  await expect(collaborators.filter({ hasText: 'Alex Rivera' })).toHaveCount(0);
  await expect(collaborators.filter({ hasText: 'Demo User' })).toHaveCount(0);

  await filterCheckbox(page, 'Required roles', 'Cinematographer').check();
  await expect(page.getByText('No collaborators found', { exact: true })).toBeVisible();
  await filterCheckbox(page, 'Required roles', 'Cinematographer').uncheck();
  await filterCheckbox(page, 'Required roles', 'Actor').check();
  await expect(collaborators).toHaveText(['Sam Okafor']);

  await collaborators.first().click();
  await expect(page).toHaveURL(/\/user-profile\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeVisible();
});

test('saved search preferences are the starting filters after a reload', async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'dprefs');
  await signIn(page, account);
  await openDiscovery(page, 'collaborators');
  // A user who never saved preferences starts with none.
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('');
  await expect(filterCheckbox(page, 'Required roles', 'Editor')).not.toBeChecked();

  await page.getByLabel('Location', { exact: true }).fill('London');
  await filterCheckbox(page, 'Required roles', 'Editor').check();
  await expect(resultLinks(page, 'Collaborators')).toHaveText(['Riley Novak']);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Search preferences saved!', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('London');
  await expect(filterCheckbox(page, 'Required roles', 'Editor')).toBeChecked();
  await expect(filterCheckbox(page, 'Required roles', 'Actor')).not.toBeChecked();
  await expect(resultLinks(page, 'Collaborators')).toHaveText(['Riley Novak']);
});

test('a project appears in another user’s search once it is posted to Explore, and not before', async ({
  browser,
  page: searcher,
  request,
}) => {
  const creator = await signedInPage(browser, await verifiedAccount(request, 'dcreator'));
  await signIn(searcher, await verifiedAccount(request, 'dsearcher'));
  const title = uniqueTitle('Salt Harbour');
  const projectPath = await createProject(creator, title);

  // A project still in planning is nobody else's business.
  await openDiscovery(searcher, 'projects');
  await searchBox(searcher).fill(title);
  await expect(searcher.getByText('No projects found', { exact: true })).toBeVisible();

  await postToExplore(creator);
  // Discovery learns of it from the projects domain's event, a moment later: search again
  // (a fresh page, so no cached answer) until it shows.
  await expect(async () => {
    await openDiscovery(searcher, 'projects');
    await searchBox(searcher).fill(title);
    await expect(resultLinks(searcher, 'Projects')).toHaveText([title], { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await resultLinks(searcher, 'Projects').click();
  await expect(searcher).toHaveURL(projectPath);
  await expect(searcher.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('My Space lists the projects a user created and those they joined, with member counts', async ({
  browser,
  page: member,
  request,
}) => {
  const creatorAccount = await verifiedAccount(request, 'mcreator');
  const memberAccount = await verifiedAccount(request, 'mmember');
  const creator = await signedInPage(browser, creatorAccount);
  await signIn(member, memberAccount);
  const title = uniqueTitle('Night Ferry');
  const projectPath = await createProjectOnExplore(creator, title);
  await applyFor(member, projectPath, 'Actor');
  await creator.reload();
  await creator.getByRole('button', { name: `Accept ${memberAccount.fullName}` }).click();
  await expect(
    creator.getByText('Application accepted successfully', { exact: true }),
  ).toBeVisible();

  const created = (page: typeof creator) => page.getByRole('list', { name: 'Created Projects' });
  const collaborated = (page: typeof creator) =>
    page.getByRole('list', { name: 'Collaborated Projects' });

  await creator.goto('/community?tab=myspace');
  await expect(creator.getByRole('link', { name: 'View my Profile' })).toBeVisible();
  await expect(creator.getByRole('link', { name: 'New Project' })).toBeVisible();
  await expect(created(creator).getByRole('listitem')).toHaveCount(1);
  await expect(created(creator).getByRole('listitem')).toContainText(title);
  await expect(created(creator).getByRole('listitem')).toContainText('2 members');
  await creator.getByRole('tab', { name: 'Collaborated Projects' }).click();
  await expect(creator.getByText('No projects found', { exact: true })).toBeVisible();

  await member.goto('/community?tab=myspace');
  await expect(member.getByText('No projects found', { exact: true })).toBeVisible();
  await member.getByRole('tab', { name: 'Collaborated Projects' }).click();
  await expect(collaborated(member).getByRole('listitem')).toHaveCount(1);
  await expect(collaborated(member).getByRole('listitem')).toContainText('2 members');
  await collaborated(member).getByRole('link', { name: title }).click();
  await expect(member).toHaveURL(projectPath);
});
