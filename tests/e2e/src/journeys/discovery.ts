import { expect, type Page } from '@playwright/test';

/** Opens the hub's Discovery tab on a sub-tab and waits until the saved preferences are applied. */
export async function openDiscovery(
  page: Page,
  subtab: 'all' | 'projects' | 'collaborators' | 'opportunities' = 'all',
): Promise<void> {
  await page.goto(`/community?tab=discovery${subtab === 'all' ? '' : `&subtab=${subtab}`}`);
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  await expect(page.getByText('Searching…')).toHaveCount(0);
}

/** A filter checkbox, found by its group ('Required roles', 'Equipment', …) and its label. */
export function filterCheckbox(page: Page, group: string, label: string) {
  return page
    .getByRole('complementary', { name: 'Search filters' })
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: label, exact: true });
}

/** The search box above the filters. */
export function searchBox(page: Page) {
  return page.getByLabel('Search projects, collaborators and opportunities');
}

/** The titles (links) of one result type's section ('Projects', 'Collaborators', 'Opportunities'). */
export function resultLinks(page: Page, section: 'Projects' | 'Collaborators' | 'Opportunities') {
  return page.getByRole('region', { name: section }).getByRole('link');
}

/** Posts the project shown on `page` to Explore. */
export async function postToExplore(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Post to Explore Page' }).click();
  await expect(
    page.getByText('Project posted to Explore page for others to join!', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Explore' })).toBeVisible();
}
