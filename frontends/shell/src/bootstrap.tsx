import { Spinner, UiProvider } from '@filmcollab/ui';
import { AuthClient, AuthProvider, TokenStorage, createAppStore } from '@filmcollab/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadAuthConfig } from './config/app-config';
import { PAGE_SETTLE_TIMEOUT_MS } from './extensions/use-after-first-paint';
import { preloadHub } from './hub/load-hub-page';
import { pageReadiness } from './page-ready/page-readiness';
import { declaredRemotes, remoteRoutesLoader } from './remotes/load-remote-routes';
import { preloadRoute } from './remotes/preload-route';
import { REMOTE_DESCRIPTORS } from './remotes/remote-descriptors';
import { registerAllRemotes } from './remotes/remote-registry';
import { RemotesProvider } from './remotes/RemotesProvider';
import { preloadShellPage } from './routes/route-table';

/** A slow remote must not hold the whole page: past this, it renders with its loading state. */
const FIRST_CODE_WAIT_MS = 3000;

function settledWithin(loads: Promise<void>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([Promise.all(loads), late]).then(() => clearTimeout(timer));
}

async function main() {
  const origin = window.location.origin;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(<Spinner label="Starting FilmCollab…" className="min-h-screen" />);

  registerAllRemotes(origin);
  // The route table and who fills which extension point come from the remotes' descriptors,
  // bundled in the shell: no remote is fetched until a page or slot that uses it renders. The
  // current page's remote starts loading now, alongside the sign-in check.
  const remotes = declaredRemotes(REMOTE_DESCRIPTORS, remoteRoutesLoader());
  const storage = new TokenStorage(localStorage, sessionStorage);
  const auth = new AuthClient(loadAuthConfig(origin), {
    storage,
    session: sessionStorage,
    origin,
    // keycloak-js (and the refresh it makes on start) behind a restored session waits for the
    // page's content, off its critical path.
    restoreWhen: () => pageReadiness.readyWithin(PAGE_SETTLE_TIMEOUT_MS),
  });
  // The first render waits for the sign-in check and for the code of what the page shows first
  // (fetched alongside): rendered together, nothing suspends, so React does not hold the
  // page's content back behind a boundary's loading state.
  const { pathname } = window.location;
  const firstCode = [preloadRoute(pathname, remotes), preloadShellPage(pathname)];
  if (storage.hasTokens()) firstCode.push(preloadHub(window.location, remotes));
  await Promise.all([auth.init(), settledWithin(firstCode, FIRST_CODE_WAIT_MS)]);
  const store = createAppStore({ auth });

  root.render(
    <StrictMode>
      <Provider store={store}>
        <AuthProvider client={auth}>
          <UiProvider>
            <RemotesProvider remotes={remotes}>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </RemotesProvider>
          </UiProvider>
        </AuthProvider>
      </Provider>
    </StrictMode>,
  );
}

void main();
