import type { SearchResultItem } from '@filmcollab/contracts/discovery';
import type { Project } from '@filmcollab/contracts/projects';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import type { ReactElement } from 'react';

export const ME = { id: 'u1', username: 'ada_films', name: 'Ada Lovelace' };

export const NO_PREFERENCES = {
  preferredRoles: [],
  preferredLocations: [],
  preferredProjectTypes: [],
  preferredBudgetRanges: [],
  updatedAt: null,
};

export function aResult(overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  return {
    resultType: 'project',
    resultId: 'p1',
    title: 'Night Shift',
    description: 'A short about a night shift',
    location: 'Lisbon',
    matchScore: 80,
    resultData: { projectType: 'short_film', requiredRoles: ['editor'] },
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    creatorId: ME.id,
    title: 'Night Shift',
    description: null,
    projectType: 'short_film',
    status: 'pre_production',
    budgetRange: null,
    location: 'Lisbon',
    startDate: null,
    endDate: null,
    requiredRoles: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders a discovery component the way the shell does (signed in as `ME`, router at `path`, see
 * `renderLikeShell`) against a fake gateway.
 */
export async function renderDiscovery(
  ui: ReactElement,
  routes: Parameters<typeof fakeApi>[0] = {},
  path = '/hub?tab=discovery',
) {
  const gateway = fakeApi(routes);
  const view = await renderLikeShell(ui, { user: ME, url: path });
  return { ...view, gateway };
}
