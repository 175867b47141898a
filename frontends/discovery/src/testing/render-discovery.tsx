import type { Project, SearchResultItem } from '@filmcollab/contracts';
import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
import { fakeApi, initTestAuthClient } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';

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

/** Shows the router's current search string, so tests can see `?subtab=`. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

/**
 * Renders a discovery component the way the shell does (store, auth as `ME`, UI kit with its
 * toasts, router at `path`) against a fake gateway.
 */
export async function renderDiscovery(
  ui: ReactElement,
  routes: Parameters<typeof fakeApi>[0] = {},
  path = '/hub?tab=discovery',
) {
  localStorage.clear();
  sessionStorage.clear();
  const gateway = fakeApi(routes);
  const auth = await initTestAuthClient({
    claims: { sub: ME.id, preferred_username: ME.username, name: ME.name },
  });
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store, gateway };
}
