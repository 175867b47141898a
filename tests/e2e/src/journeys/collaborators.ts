import { expect, type Page } from '@playwright/test';
import { demoAccount, secondDemoAccount } from '../demo-account';

/** The seeded accounts the messaging, workspace and community journeys share (identity's seed). */
export const demo = { ...demoAccount, fullName: 'Demo User' };
export const alex = { ...secondDemoAccount, fullName: 'Alex Rivera' };

/** The seeded production project of demo, with alex as a member and a filled workspace. */
export const PRODUCTION_PROJECT = 'The Long Take';

/** The id of one of the signed-in user's own projects, by title (projects' `GET /mine`). */
export async function ownProjectId(page: Page, token: string, title: string): Promise<string> {
  const response = await page.request.get('/api/projects/mine', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { projects } = (await response.json()) as { projects: { id: string; title: string }[] };
  const project = projects.find((candidate) => candidate.title === title);
  if (!project) throw new Error(`the seeded project "${title}" is missing`);
  return project.id;
}

/** A unique piece of text for one run, so live updates are told apart from seeded data. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}
