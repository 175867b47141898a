import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
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

/** A real AuthClient over a stand-in keycloak-js, signed in as `user` (or signed out). */
export function testAuthClient(user: SignedInUser | null) {
  return initTestAuthClient({
    claims: user ? { sub: user.id, preferred_username: user.username, name: user.name } : null,
  });
}

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderPageOptions {
  /** Route pattern the page is mounted at, e.g. `/user-profile/:userId`. */
  path: string;
  url: string;
  user: SignedInUser | null;
}

/** Renders a page the way the shell does: store, auth, UI kit (toasts) and router. */
export async function renderPage(page: ReactElement, { path, url, user }: RenderPageOptions) {
  localStorage.clear();
  sessionStorage.clear();
  const auth = await testAuthClient(user);
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store };
}
