import { UiProvider } from '@filmcollab/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AuthClient } from '../auth/auth-client';
import { AuthProvider } from '../auth/AuthProvider';
import {
  ExtensionRegistryContext,
  extensionRegistry,
  type RegistryRemote,
} from '../remotes/extension-registry';
import { createAppStore } from '../store/create-app-store';
import { installFakeRealtime } from './fake-realtime';
import { initTestAuthClient } from './test-auth-client';

/** Who the test is signed in as: the token claims `sub`, `preferred_username` and `name`. */
export interface SignedInUser {
  id: string;
  username: string;
  name?: string;
}

/**
 * Shows where the router is (pathname and search), so tests can assert navigation: by test id
 * (`getByTestId('location')`, `currentLocation()`) or, unless `plain`, as the status named
 * "Current location". `plain` renders a `<div>` for screens whose tests look for their own, only
 * status.
 */
export function LocationProbe({ plain = false }: { plain?: boolean }) {
  const location = useLocation();
  const where = location.pathname + location.search;
  return plain ? (
    <div data-testid="location">{where}</div>
  ) : (
    <output data-testid="location" aria-label="Current location">
      {where}
    </output>
  );
}

/** Where the router is now (pathname and search), as the `LocationProbe` shows it. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export interface ShellProvidersOptions {
  /** The router's first location, e.g. `/user-profile/u2?tab=credits`; `/` unless given. */
  url?: string;
  /**
   * Route pattern `ui` is mounted at, e.g. `/user-profile/:userId`; any other location shows
   * "Elsewhere". Without it `ui` renders at every location, outside any route.
   */
  path?: string;
  /** The remotes the shell loaded (for props-carrying extension points); none unless given. */
  remotes?: readonly RegistryRemote[];
  /** `'status'` (the default) or `'plain'`: see `LocationProbe`; `false` renders none. */
  locationProbe?: 'status' | 'plain' | false;
}

/**
 * Renders `ui` inside the providers the shell mounts (store, auth, UI kit with its toasts,
 * extension registry, router) for the given AuthClient. Most tests want `renderLikeShell`, which
 * also signs in; this one is for tests that build the client themselves.
 */
export function renderWithShellProviders(
  ui: ReactElement,
  {
    auth,
    url = '/',
    path,
    remotes = [],
    locationProbe = 'status',
  }: ShellProvidersOptions & { auth: AuthClient },
) {
  const store = createAppStore({ auth });
  const view = render(
    <Provider store={store}>
      <AuthProvider client={auth}>
        <UiProvider>
          <ExtensionRegistryContext.Provider value={extensionRegistry(remotes)}>
            <MemoryRouter initialEntries={[url]}>
              {path === undefined ? (
                ui
              ) : (
                <Routes>
                  <Route path={path} element={ui} />
                  {path !== '*' && <Route path="*" element={<p>Elsewhere</p>} />}
                </Routes>
              )}
              {locationProbe && <LocationProbe plain={locationProbe === 'plain'} />}
            </MemoryRouter>
          </ExtensionRegistryContext.Provider>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store };
}

export type FakeRealtime = ReturnType<typeof installFakeRealtime>;

export interface RenderLikeShellOptions<
  Realtime extends boolean = false,
> extends ShellProvidersOptions {
  /** Signed in as this user (a real AuthClient over a stand-in keycloak-js), or `null`: signed out. */
  user: SignedInUser | null;
  /** `true`: web-kit's realtime client runs over fake sockets (`realtime.connect(userId)` opens one). */
  realtime?: Realtime;
}

/**
 * Renders `ui` the way the shell does: with empty local and session storage, signed in as `user`
 * (or signed out), inside the shell's providers (see `renderWithShellProviders`) and, if asked,
 * with a fake realtime socket. Returns the render result with the store, the AuthClient and the
 * fake realtime (when asked for).
 */
export async function renderLikeShell<Realtime extends boolean = false>(
  ui: ReactElement,
  { user, realtime, ...options }: RenderLikeShellOptions<Realtime>,
) {
  localStorage.clear();
  sessionStorage.clear();
  const fakeRealtime = realtime ? installFakeRealtime() : undefined;
  const auth = await initTestAuthClient({
    claims: user ? { sub: user.id, preferred_username: user.username, name: user.name } : null,
  });
  const view = renderWithShellProviders(ui, { ...options, auth });
  return {
    ...view,
    auth,
    realtime: fakeRealtime as Realtime extends true ? FakeRealtime : undefined,
  };
}
