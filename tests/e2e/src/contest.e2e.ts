import { expect, test } from './accessibility/accessible-test';
import {
  contestFixture,
  deleteOwnFilm,
  filmAverage,
  filmCard,
  holdFilmUploads,
} from './journeys/contest';
import { signedInPage, uniqueTitle, verifiedAccount } from './journeys/projects';
import { signIn } from './journeys/sign-in';

const judgeAccount = { email: 'judy@filmcollab.local', password: 'Demo-Passw0rd!' };

test('a visitor finds the gallery from the promo, plays a film with seeking, and must sign in to rate', async ({
  page,
}) => {
  await page.goto('/contest');
  await expect(
    page.getByRole('heading', { level: 1, name: 'One Scene. Six Minutes.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View Submitted Films' }).click();
  await expect(page).toHaveURL('/submitted-films');
  await expect(page.getByRole('heading', { level: 1, name: 'Submitted Films' })).toBeVisible();

  // The seed's current-round film, with its author, its crew and the mean of its one rating.
  const card = filmCard(page, 'Kitchen Sink');
  await expect(card).toContainText('by Sam Okafor with Jordan Lee, Riley Novak');
  await expect(filmAverage(page, 'Kitchen Sink')).toHaveText('4.0/5.0');

  // The video streams from object storage; the player plays it and seeks within it.
  const video = filmCard(page, 'The Interview').getByLabel('Video: The Interview');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 2;
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.currentTime)))
    .toBe(2);

  await card.getByRole('button', { name: 'Rate 5 stars' }).click();
  await expect(
    page.getByText('You must be logged in to rate films', { exact: true }),
  ).toBeVisible();
  await expect(filmAverage(page, 'Kitchen Sink')).toHaveText('4.0/5.0');
});

test('a user submits a film with a progress bar and sees it first; another rates it; the owner deletes it after confirming', async ({
  browser,
  page: owner,
  request,
}) => {
  const ownerAccount = await verifiedAccount(request, 'cowner', 'Olga Owner');
  await signIn(owner, ownerAccount);
  const title = uniqueTitle('Window Seat');
  await owner.goto('/contest/submit');
  await owner.getByLabel('Title', { exact: true }).fill(title);
  await owner.getByLabel('Description', { exact: true }).fill('A stranger on a train, one scene.');
  await owner.getByLabel(/^Video \(/).setInputFiles(contestFixture('demo-4s.mp4'));

  const release = await holdFilmUploads(owner);
  await owner.getByRole('button', { name: 'Submit Film' }).click();
  const progress = owner.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(owner.getByText('0% uploaded', { exact: true })).toBeVisible();
  release();

  await expect(owner).toHaveURL('/submitted-films');
  const first = owner.getByRole('article').first();
  await expect(first).toHaveAccessibleName(title);
  await expect(first).toContainText(`by ${ownerAccount.fullName}`);
  await expect(filmAverage(owner, title)).toHaveText('5.0/5.0');
  await expect(filmCard(owner, title)).toContainText("You made this film, so you can't rate it.");

  const rater = await signedInPage(browser, await verifiedAccount(request, 'crater'));
  await rater.goto('/submitted-films');
  const raterCard = filmCard(rater, title);
  await expect(raterCard.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  await raterCard.getByRole('button', { name: 'Rate 2 stars' }).click();
  await expect(filmAverage(rater, title)).toHaveText('2.0/5.0');
  await expect(raterCard.getByRole('button', { name: 'Rate 2 stars' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One rating per user and film: changing it replaces it.
  await raterCard.getByRole('button', { name: 'Rate 4 stars' }).click();
  await expect(filmAverage(rater, title)).toHaveText('4.0/5.0');
  await rater.reload();
  await expect(filmAverage(rater, title)).toHaveText('4.0/5.0');

  await owner.reload();
  await expect(filmAverage(owner, title)).toHaveText('4.0/5.0');
  await deleteOwnFilm(owner, title);
  await expect(filmCard(owner, title)).toHaveCount(0);
  await rater.reload();
  await expect(rater.getByRole('heading', { level: 1, name: 'Submitted Films' })).toBeVisible();
  await expect(filmCard(rater, 'Kitchen Sink')).toBeVisible();
  await expect(filmCard(rater, title)).toHaveCount(0);
});

test('a judge scores a film on the rubric, and the closed round shows each film’s 60/40 breakdown', async ({
  page,
}) => {
  await signIn(page, judgeAccount);
  await page.goto('/submitted-films');
  const scorecard = filmCard(page, 'Kitchen Sink').getByRole('form', {
    name: 'Judge scorecard for Kitchen Sink',
  });
  const criteria = scorecard.getByRole('spinbutton');
  await expect(criteria).toHaveCount(4);
  for (const input of await criteria.all()) await input.fill('8');
  await scorecard.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText('Score saved', { exact: true })).toBeVisible();
  await expect(scorecard).toContainText('Your mean: 8.0 / 10');

  // Last month's round is closed: its leaderboard is frozen, with the formula and both parts.
  await page.goto('/contest');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(page.getByText(/^Final results, frozen on /)).toBeVisible();
  await expect(
    page.getByText(
      'Final = 60% × jury + 40% × audience (both out of 100; audience = mean stars from non-crew accounts × 20)',
    ),
  ).toBeVisible();
  const rows = board.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Last Call');
  await expect(rows.nth(1)).toContainText('85.0 (1 judge)');
  await expect(rows.nth(1)).toContainText('93.3 (3 votes)');
  await expect(
    rows.nth(1).getByRole('cell', { name: 'Final score 88.3: 60% of 85.0 plus 40% of 93.3' }),
  ).toBeVisible();
  await expect(rows.nth(2)).toContainText('The Interview');
  await expect(rows.nth(2)).toContainText('= 0.6 × 70.0 + 0.4 × 73.3');

  // The open round's provisional board counts the score just saved.
  const round = page.getByRole('combobox', { name: 'Round', exact: true });
  const openRound = await round.locator('option', { hasText: /open/i }).textContent();
  await round.selectOption({ label: openRound ?? '' });
  await expect(
    page.getByText('Provisional: results are final when the round closes.'),
  ).toBeVisible();
  await expect(board.getByRole('row').filter({ hasText: 'Kitchen Sink' })).toContainText(
    '80.0 (1 judge)',
  );
});

test('a viewer comments at a moment of a film, and its marker on the timeline jumps back there', async ({
  page,
  request,
}) => {
  await signIn(page, await verifiedAccount(request, 'ccommenter'));
  await page.goto('/submitted-films');
  const card = filmCard(page, 'Kitchen Sink');
  await card.getByRole('button', { name: 'Show comments on Kitchen Sink' }).click();
  await expect(card.getByRole('heading', { name: 'Comments' })).toBeVisible();

  // A new comment is pinned to where the player is: two seconds in.
  const video = card.getByLabel('Video: Kitchen Sink');
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        element.addEventListener('seeked', () => resolve(), { once: true });
        element.currentTime = 2;
      }),
  );
  const text = uniqueTitle('The light changes here');
  await card.getByLabel('Comment on Kitchen Sink at the current time').fill(text);
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByRole('listitem').filter({ hasText: text })).toContainText('00:02');

  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBe(0);
  await card
    .getByRole('group', { name: 'Comment markers' })
    .getByRole('button', { name: `Jump to 00:02: ${text}` })
    .click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBe(2);
});

test("the hub's Film Contest tab shows the service's current round and leads to /contest", async ({
  page,
  request,
}) => {
  const current = await request.get('/api/contest/rounds/current');
  expect(current.ok()).toBe(true);
  const { round } = (await current.json()) as {
    round: {
      title: string;
      opensAt: string;
      closesAt: string;
      judgingEndsAt: string;
      spotsLeft: number;
      capacity: number;
    };
  };
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(iso));
  const lastSubmissionDay = day(new Date(Date.parse(round.closesAt) - 1).toISOString());

  await signIn(page, await verifiedAccount(request, 'chub'));
  await page.goto('/?tab=contest');
  await expect(page.getByRole('tab', { name: 'Film Contest' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const facts = page.getByRole('tabpanel').getByLabel('Current round');
  await expect(facts).toContainText(round.title);
  await expect(facts).toContainText(`${day(round.opensAt)} – ${lastSubmissionDay}`);
  await expect(facts).toContainText(day(round.judgingEndsAt));
  await expect(facts).toContainText(`${round.spotsLeft} of ${round.capacity} left`);

  await page.getByRole('tabpanel').getByRole('link', { name: 'Join the Challenge' }).click();
  await expect(page).toHaveURL('/contest');
  await expect(
    page.getByRole('heading', { level: 1, name: 'One Scene. Six Minutes.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Current round')).toContainText(round.title);
});
