import { Spinner, UiProvider } from '@filmcollab/ui';
import { AuthClient, AuthProvider, TokenStorage, createAppStore } from '@filmcollab/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadAuthConfig } from './config/app-config';
import { declaredRemotes, remoteRoutesLoader } from './remotes/load-remote-routes';
import { preloadRoute } from './remotes/preload-route';
import { REMOTE_DESCRIPTORS } from './remotes/remote-descriptors';
import { registerAllRemotes } from './remotes/remote-registry';
import { RemotesProvider } from './remotes/RemotesProvider';
import { preloadShellPage } from './routes/route-table';

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
  preloadRoute(window.location.pathname, remotes);
  preloadShellPage(window.location.pathname);
  const auth = new AuthClient(loadAuthConfig(origin), {
    storage: new TokenStorage(localStorage, sessionStorage),
    session: sessionStorage,
    origin,
  });
  // Signs in from the callback or restores stored tokens before any route renders.
  await auth.init();
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
