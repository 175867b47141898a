import { Spinner, UiProvider } from '@filmcollab/ui';
import { AuthClient, AuthProvider, TokenStorage, createAppStore } from '@filmcollab/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadAuthConfig } from './config/app-config';
import { loadRemoteRoutes } from './remotes/load-remote-routes';
import { registerAllRemotes, REMOTE_NAMES } from './remotes/remote-registry';
import { RemotesProvider } from './remotes/RemotesProvider';

async function main() {
  const origin = window.location.origin;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(<Spinner label="Starting FilmCollab…" className="min-h-screen" />);

  registerAllRemotes(origin);
  const auth = new AuthClient(loadAuthConfig(origin), {
    storage: new TokenStorage(localStorage, sessionStorage),
    session: sessionStorage,
    origin,
  });
  // Signs in from the callback or restores stored tokens, and learns every remote's routes
  // (its small `./routes` module; pages load when visited), before any route renders.
  const [, remotes] = await Promise.all([auth.init(), loadRemoteRoutes(REMOTE_NAMES)]);
  const store = createAppStore({ auth });

  root.render(
    <StrictMode>
      <Provider store={store}>
        <AuthProvider client={auth}>
          <UiProvider>
            <RemotesProvider initial={remotes}>
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
