import type { Locator, Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { alex, demo, uniqueText } from './journeys/collaborators';
import { signedInPage } from './journeys/projects';
import { waitForMail } from './mail-catcher';

/** A real 1×1 PNG: uploads are checked to be the image they claim to be. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openCommunity(page: Page): Promise<Locator> {
  await page.goto('/community');
  const community = page.getByRole('region', { name: 'Community', exact: true });
  await expect(community).toBeVisible();
  return community;
}

/** The feed's card of the post whose text is `text`. */
const postCard = (page: Page, text: string) =>
  page
    .getByRole('list', { name: 'Posts', exact: true })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();

/** The like count a card's Like button names ('Like (3 likes)'). */
async function likesOf(card: Locator): Promise<number> {
  const name = await card
    .getByRole('button', { name: /^(Like|Unlike) \(/ })
    .getAttribute('aria-label');
  return Number(/\((\d+) like/.exec(name ?? '')?.[1] ?? NaN);
}

test('a post with an image and a tag is liked and commented by another user, and the author sees the comment live', async ({
  browser,
}) => {
  const author = await signedInPage(browser, demo);
  const community = await openCommunity(author);
  const composer = community.getByRole('form', { name: 'New post' });

  // Mention autocomplete: typing '@al' offers alex, Enter picks it.
  const text = uniqueText('Night test of the depot lights');
  const field = composer.getByRole('combobox', { name: 'Share with the community' });
  await field.fill(`${text} with @al`);
  const suggestion = composer.getByRole('option', { name: /^@alex/ });
  await expect(suggestion).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue(`${text} with @alex `);
  await expect(suggestion).toBeHidden();

  const tag = `depot${Date.now().toString(36)}`;
  await composer.getByLabel('Tags').fill(tag);
  await composer.getByLabel('Tags').press('Enter');
  await expect(composer.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();

  await composer.getByLabel('Image files').setInputFiles({
    name: 'depot.png',
    mimeType: 'image/png',
    buffer: onePixelPng,
  });
  await expect(composer.getByRole('progressbar', { name: 'Uploading depot.png' })).toBeVisible();
  await composer.getByLabel('Describe this image (alt text)').fill('The depot at night');
  const post = composer.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeEnabled();
  await post.click();
  await expect(
    author.getByText('Post created successfully!', { exact: true }).first(),
  ).toBeVisible();

  const ownCard = postCard(author, text);
  await expect(ownCard.getByRole('img', { name: 'The depot at night' })).toBeVisible();
  await expect(ownCard.getByRole('list', { name: 'Tags' })).toContainText(`#${tag}`);
  await expect(ownCard.getByRole('link', { name: '@alex' })).toHaveAttribute(
    'href',
    '/user/username/alex',
  );
  await ownCard.getByRole('button', { name: 'Comments (0)' }).click();
  await expect(
    ownCard.getByText('No comments yet. Be the first to comment!', { exact: true }),
  ).toBeVisible();

  // Another user likes it and comments.
  const reader = await signedInPage(browser, alex);
  await openCommunity(reader);
  const readerCard = postCard(reader, text);
  await readerCard.getByRole('button', { name: 'Like (0 likes)' }).click();
  await expect(readerCard.getByRole('button', { name: 'Unlike (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await readerCard.getByRole('button', { name: 'Comments (0)' }).click();
  const comment = uniqueText('Gorgeous light, count me in');
  const commentForm = readerCard.getByRole('form', { name: 'New comment' });
  await commentForm.getByRole('combobox', { name: 'Write a comment' }).fill(comment);
  await commentForm.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    reader.getByText('Comment posted successfully!', { exact: true }).first(),
  ).toBeVisible();

  // The author's open thread shows it without a reload.
  const documentStart = await author.evaluate(() => performance.timeOrigin);
  await expect(
    ownCard
      .getByRole('article', { name: `Comment by ${alex.fullName}` })
      .filter({ hasText: comment }),
  ).toBeVisible();
  expect(await author.evaluate(() => performance.timeOrigin)).toBe(documentStart);

  // Trending: only liked posts, the most liked first; this one is among them.
  await author.reload();
  await author.getByRole('tab', { name: 'Trending' }).click();
  await expect(postCard(author, text)).toBeVisible();
  const cards = author.getByRole('list', { name: 'Posts', exact: true }).locator(':scope > li');
  const counts: number[] = [];
  for (const card of await cards.all()) counts.push(await likesOf(card));
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((count) => count > 0)).toBe(true);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  // Search by tag and by author.
  await author.getByRole('button', { name: 'Search', exact: true }).click();
  const search = author.getByRole('region', { name: 'Search the community' });
  await search.getByLabel('Search in').selectOption({ label: 'Tags' });
  await search.getByLabel('Search posts, tags and people').fill(tag);
  const matches = search.getByRole('region', { name: 'Matching posts' });
  await expect(matches.getByText(text)).toBeVisible();
  await expect(matches.locator(':scope > ul > li')).toHaveCount(1);

  await search.getByLabel('Search in').selectOption({ label: 'Authors' });
  await search.getByLabel('Search posts, tags and people').fill('Alex Riv');
  const authors = search.getByRole('region', { name: 'Authors', exact: true });
  const alexCard = authors.getByRole('link', { name: new RegExp(alex.fullName) });
  await expect(alexCard).toBeVisible();
  await expect(alexCard).toHaveAttribute('href', /^\/profile\/[^/]+$/);
  await author.getByRole('button', { name: 'Exit Search' }).click();
  await expect(search).toBeHidden();
});

test('an invite from the hub reaches the mail catcher with a sign-up link', async ({ browser }) => {
  const page = await signedInPage(browser, demo);
  await page.goto('/');
  await page.getByRole('button', { name: 'Invite Friends to Join' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Friends to Join' });
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  await expect(
    dialog.getByText('Please enter at least one name and email.', { exact: true }),
  ).toBeVisible();

  const email = `${uniqueText('friend').replace(' ', '_')}@example.com`;
  await dialog.getByLabel('Name 1').fill('Robin Hale');
  await dialog.getByLabel('Email 1').fill(email);
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  await expect(dialog.getByText('Invites sent!', { exact: true })).toBeVisible();

  const mail = await waitForMail(email, /.+/);
  expect(mail.text).toMatch(/https?:\/\/\S+\/auth\?tab=signup/);
});

test("another user's new post reaches an open feed without a reload", async ({ browser }) => {
  const reader = await signedInPage(browser, demo);
  const community = await openCommunity(reader);
  await expect(community.getByRole('list', { name: 'Posts', exact: true })).toBeVisible();
  const documentStart = await reader.evaluate(() => performance.timeOrigin);

  const poster = await signedInPage(browser, alex);
  const composer = (await openCommunity(poster)).getByRole('form', { name: 'New post' });
  const text = uniqueText('Wrapped the rooftop scene');
  await composer.getByRole('combobox', { name: 'Share with the community' }).fill(text);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    poster.getByText('Post created successfully!', { exact: true }).first(),
  ).toBeVisible();

  const pill = community.getByRole('button', { name: /^Show \d+ new posts?$/ });
  await expect(pill).toBeVisible();
  await pill.press('Enter');
  const first = community
    .getByRole('list', { name: 'Posts', exact: true })
    .locator(':scope > li')
    .first();
  await expect(first).toContainText(text);
  await expect(first.getByRole('link', { name: alex.fullName })).toBeVisible();
  await expect(pill).toBeHidden();
  expect(await reader.evaluate(() => performance.timeOrigin)).toBe(documentStart);
});
