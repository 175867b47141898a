import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The small generated videos the contest service's tests and seed use. */
export const contestFixture = (name: 'demo-4s.mp4' | 'demo-3s.webm' | 'long-400s.mp4') =>
  path.resolve(__dirname, '..', '..', '..', '..', 'services', 'contest', 'fixtures', name);

/** A film's card on /submitted-films (an article named by the film's title). */
export function filmCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The average shown on a film's card ('x/5.0'). */
export function filmAverage(page: Page, title: string) {
  return filmCard(page, title).getByLabel(/^Average rating /);
}

/**
 * Holds every upload to the `contest-films` bucket until the returned function is called, so a
 * journey can watch the progress bar before the bytes arrive (reads pass straight through).
 */
export async function holdFilmUploads(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href.includes('contest-films'),
    async (route) => {
      if (route.request().method() !== 'GET' && route.request().method() !== 'HEAD') {
        await released;
      }
      await route.continue();
    },
  );
  return release;
}

/** Deletes the viewer's own film from the gallery, answering the confirmation. */
export async function deleteOwnFilm(page: Page, title: string): Promise<void> {
  await filmCard(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const question = page.getByRole('dialog', { name: 'Delete film' });
  await expect(question).toContainText(
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  );
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Film deleted successfully', { exact: true })).toBeVisible();
  await expect(question).toBeHidden();
}
