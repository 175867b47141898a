import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, type AuthClient } from '@filmcollab/web-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { EXTENSIONS, ExtensionsContext, type Extensions } from '../extensions/extension-points';

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

/** Renders `ui` with the shell's providers at `path`; returns a live view of the location. */
export function renderInShell(
  ui: ReactNode,
  {
    client,
    path = '/',
    extensions = EXTENSIONS,
  }: { client: AuthClient; path?: string; extensions?: Extensions },
) {
  const probe: RouterProbe = { pathname: '', search: '', action: '' };
  const result = render(
    <AuthProvider client={client}>
      <UiProvider>
        <ExtensionsContext.Provider value={extensions}>
          <MemoryRouter initialEntries={[path]}>
            <LocationSpy probe={probe} />
            {ui}
          </MemoryRouter>
        </ExtensionsContext.Provider>
      </UiProvider>
    </AuthProvider>,
  );
  return { ...result, probe };
}
