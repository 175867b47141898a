import type { Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { alex, demo, ownProjectId, PRODUCTION_PROJECT, uniqueText } from './journeys/collaborators';
import { holdRequests } from './journeys/held-requests';
import { signedInPage, verifiedAccount } from './journeys/projects';
import { signIn } from './journeys/sign-in';

/** A seeded task of the production project that is still in progress (so it blocks). */
const UNFINISHED_TASK = 'Night shoot at the depot';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('a member creates a blocked task, edits its estimate, moves it on the board by mouse and keyboard, logs time, shares a file and adds an event; the creator sees the task live', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const token = await signIn(owner, demo);
  const projectId = await ownProjectId(owner, token, PRODUCTION_PROJECT);
  const workspace = `/collaboration/${projectId}`;
  await owner.goto(`${workspace}?view=tasks`);
  await owner.getByRole('button', { name: 'Kanban Board' }).click();
  await expect(owner.getByRole('region', { name: 'In progress', exact: true })).toBeVisible();

  const member = await signedInPage(browser, alex);
  await member.goto(workspace);
  await expect(member.getByRole('heading', { name: PRODUCTION_PROJECT })).toBeVisible();
  await member.getByRole('tab', { name: 'Tasks' }).click();
  await expect(member).toHaveURL(/view=tasks/);

  // Create the task, then make it depend on an unfinished one.
  const title = uniqueText('Rig the depot lights');
  await member.getByRole('button', { name: 'New task' }).click();
  const create = member.getByRole('dialog', { name: 'Create Enhanced Task' });
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create task' }).click();
  await expect(toast(member, 'Task created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  await member.getByRole('button', { name: title }).click();
  const detail = member.getByRole('dialog', { name: title });
  await detail.getByLabel('Depends on').selectOption({ label: UNFINISHED_TASK });
  await detail.getByRole('button', { name: 'Add dependency' }).click();
  await expect(toast(member, 'Dependency added successfully')).toBeVisible();
  await expect(detail.getByText(`Depends on ${UNFINISHED_TASK}`)).toBeVisible();

  // The estimate, edited in place (Enter saves the form).
  const edit = detail.getByRole('form', { name: 'Edit task' });
  await edit.getByLabel('Estimated hours').fill('2.5');
  await edit.getByLabel('Estimated hours').press('Enter');
  await expect(detail.getByText('estimate 2.5h')).toBeVisible();

  // Time tracking: a running clock, then a session in the latest five.
  await detail.getByRole('button', { name: 'Start timer' }).click();
  await expect(toast(member, 'Time tracking started')).toBeVisible();
  await expect(detail.getByRole('timer', { name: 'Elapsed time' })).toHaveText(/^\d+:\d\d:\d\d$/);
  await detail.getByRole('button', { name: 'Stop timer' }).click();
  await expect(toast(member, 'Time tracking stopped')).toBeVisible();
  await expect(
    detail.getByRole('list', { name: 'Latest sessions' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The creator's open board shows the new, blocked task without a reload.
  const ownerCard = (status: string) =>
    owner
      .getByRole('region', { name: status, exact: true })
      .getByRole('listitem', { name: `${title}, ${status}` });
  await expect(ownerCard('To do')).toBeVisible();
  await expect(ownerCard('To do').getByText('Blocked')).toBeVisible();

  // The board: keyboard first (Alt + →), then a drag to Review.
  await member.getByRole('button', { name: 'Kanban Board' }).click();
  const card = (status: string) => member.getByRole('listitem', { name: `${title}, ${status}` });
  await card('To do').focus();
  await member.keyboard.press('Alt+ArrowRight');
  await expect(card('In progress')).toBeVisible();
  // A drag and drop, as the browser fires it (one DataTransfer from dragstart to drop).
  const dataTransfer = await member.evaluateHandle(() => new DataTransfer());
  const review = member.getByRole('region', { name: 'Review', exact: true });
  await card('In progress').dispatchEvent('dragstart', { dataTransfer });
  await review.dispatchEvent('dragover', { dataTransfer });
  await review.dispatchEvent('drop', { dataTransfer });
  await expect(
    member
      .getByRole('region', { name: 'Review', exact: true })
      .getByRole('listitem', { name: `${title}, Review` }),
  ).toBeVisible();
  await expect(ownerCard('Review')).toBeVisible();

  // Files: the upload shows its progress, lands in the list and downloads through a signed link.
  await member.getByRole('tab', { name: 'Files' }).click();
  await member.getByRole('button', { name: 'Upload file' }).click();
  const upload = member.getByRole('dialog', { name: 'Upload File' });
  const fileName = `${uniqueText('lighting-plan').replace(' ', '-')}.txt`;
  const contents = `Lighting plan for ${title}\nTwo HMIs on the platform.\n`;
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(contents),
  });
  const storageWrite = await holdRequests(
    member,
    (request) =>
      ['PUT', 'POST'].includes(request.method()) &&
      !new URL(request.url()).pathname.startsWith('/api/'),
  );
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  storageWrite.release();
  await expect(toast(member, 'File uploaded successfully')).toBeVisible();
  await storageWrite.stop();
  const row = member.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('v1 (latest)');
  await expect(row).toContainText(`${Buffer.byteLength(contents)} Bytes`);

  const downloaded = member.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.includes(`/${projectId}/`) &&
      !new URL(response.url()).pathname.startsWith('/api/'),
  );
  await member.getByRole('button', { name: `Download ${fileName} v1` }).click();
  const file = await downloaded;
  expect(file.status()).toBe(200);
  // The browser shows or saves it; the same signed link gives the uploaded bytes back.
  expect(await (await member.request.get(file.url())).text()).toBe(contents);
  await member.goto(`${workspace}?view=calendar`);

  // Calendar: a new event is listed by its start time.
  const eventTitle = uniqueText('Lighting rehearsal');
  await member.getByRole('button', { name: 'New event' }).click();
  const createEvent = member.getByRole('dialog', { name: 'Create Event' });
  await createEvent.getByLabel('Title').fill(eventTitle);
  await createEvent.getByLabel('Start time').fill('2027-01-14T19:30');
  await createEvent.getByLabel('Location').fill('Old train depot');
  await createEvent.getByRole('button', { name: 'Create event' }).click();
  await expect(toast(member, 'Event created successfully')).toBeVisible();
  await expect(
    member.getByRole('list', { name: 'Events', exact: true }).getByText(eventTitle),
  ).toBeVisible();
  await expect(
    member
      .getByRole('list', { name: 'Events', exact: true })
      .getByRole('listitem')
      .filter({ hasText: eventTitle }),
  ).toContainText('Old train depot');
});

test('someone outside the project is refused by the page and by the API', async ({
  browser,
  request,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const ownerToken = await signIn(owner, demo);
  const projectId = await ownProjectId(owner, ownerToken, PRODUCTION_PROJECT);

  const strangerAccount = await verifiedAccount(request, 'wstranger');
  const stranger = await (await browser.newContext()).newPage();
  const token = await signIn(stranger, strangerAccount);
  await stranger.goto(`/collaboration/${projectId}`);
  await expect(
    stranger.getByRole('heading', { name: 'This workspace is for project members' }),
  ).toBeVisible();
  await expect(
    stranger.getByText(
      'Only the creator and active members of this project can open its workspace.',
    ),
  ).toBeVisible();
  await expect(stranger.getByRole('tab', { name: 'Tasks' })).toHaveCount(0);

  const headers = { authorization: `Bearer ${token}` };
  const api = `/api/workspace/projects/${projectId}`;
  const tasks = await stranger.request.get(`${api}/tasks`, { headers });
  expect(tasks.status()).toBe(403);
  const title = uniqueText('Sneaky task');
  const created = await stranger.request.post(`${api}/tasks`, { headers, data: { title } });
  expect(created.status()).toBe(403);
  expect(await created.json()).toMatchObject({
    code: expect.any(String),
    message: 'Only the creator and active members of this project can open its workspace.',
  });

  // Nothing was made: the creator's list does not have it.
  await owner.goto(`/collaboration/${projectId}?view=tasks`);
  await expect(owner.getByRole('button', { name: UNFINISHED_TASK })).toBeVisible();
  await expect(owner.getByText(title)).toHaveCount(0);
});
