import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore, type AuthClient } from '@filmcollab/web-kit';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import type { LoadedRemote } from '../remotes/load-remote-routes';
import { PageReadiness } from '../page-ready/page-readiness';
import { PageReadinessContext } from '../page-ready/page-readiness-context';
import { RemotesProvider } from '../remotes/RemotesProvider';

/** Where the router is, as the test sees it. */
export interface RouterProbe {
  pathname: string;
  search: string;
  action: string;
}

function LocationSpy({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  probe.pathname = location.pathname;
  probe.search = location.search;
  probe.action = useNavigationType();
  return null;
}

export interface ShellOptions {
  client: AuthClient;
  path?: string;
  /** The registered remotes (none by default). */
  remotes?: readonly LoadedRemote[];
  /** Gateway answers by `METHOD /path`; any other call gets 404 (the header then uses the token's claims). */
  api?: Parameters<typeof fakeApi>[0];
}

/**
 * Renders `ui` with the shell's providers at `path`; returns a live view of the location, the
 * store and the gateway's recorded calls.
 */
export function renderInShell(
  ui: ReactNode,
  { client, path = '/', remotes = [], api = {} }: ShellOptions,
) {
  const probe: RouterProbe = { pathname: '', search: '', action: '' };
  const gateway = fakeApi(api);
  const store = createAppStore({ auth: client });
  const readiness = new PageReadiness();
  const result = render(
    <Provider store={store}>
      <AuthProvider client={client}>
        <UiProvider>
          <RemotesProvider remotes={remotes}>
            <PageReadinessContext.Provider value={readiness}>
              <MemoryRouter initialEntries={[path]}>
                <LocationSpy probe={probe} />
                {ui}
              </MemoryRouter>
            </PageReadinessContext.Provider>
          </RemotesProvider>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
  return { ...result, probe, store, gateway, readiness };
}
