import { UiProvider } from '@filmcollab/ui';
import {
  AuthProvider,
  createAppStore,
  ExtensionRegistryContext,
  extensionRegistry,
  type RegistryRemote,
} from '@filmcollab/web-kit';
import { initTestAuthClient } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export interface SignedInUser {
  id: string;
  username: string;
  name?: string;
}

export const ALICE: SignedInUser = { id: 'u-alice', username: 'alice', name: 'Alice Smith' };
export const BOB: SignedInUser = { id: 'u-bob', username: 'bob', name: 'Bob Jones' };

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  /** Route pattern the page is mounted at, e.g. `/project/:id`. */
  path: string;
  url: string;
  user: SignedInUser | null;
  /** The remotes the shell loaded (for props-carrying extension points). */
  remotes?: readonly RegistryRemote[];
}

/** Renders a page the way the shell does: store, auth, UI kit (toasts), extensions and router. */
export async function renderPage(
  page: ReactElement,
  { path, url, user, remotes = [] }: RenderPageOptions,
) {
  localStorage.clear();
  sessionStorage.clear();
  const auth = await initTestAuthClient({
    claims: user ? { sub: user.id, preferred_username: user.username, name: user.name } : null,
  });
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <ExtensionRegistryContext.Provider value={extensionRegistry(remotes)}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={page} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ExtensionRegistryContext.Provider>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store };
}

/** Where the router is now (pathname and search). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
