import { Spinner, UiProvider } from '@filmcollab/ui';
import { AuthClient, AuthProvider, TokenStorage, createAppStore } from '@filmcollab/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadAuthConfig } from './config/app-config';
import { registerAllRemotes } from './remotes/remote-registry';

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
  // Signs in from the callback or restores stored tokens before any route renders.
  await auth.init();
  const store = createAppStore({ auth });

  root.render(
    <StrictMode>
      <Provider store={store}>
        <AuthProvider client={auth}>
          <UiProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </UiProvider>
        </AuthProvider>
      </Provider>
    </StrictMode>,
  );
}

void main();
