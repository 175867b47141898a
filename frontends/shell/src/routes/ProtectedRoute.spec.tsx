import { AuthProvider, type AuthClient } from '@filmcollab/web-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { testAuthClient } from '../testing/test-auth-client';
import { GUARD_MIN_SPINNER_MS, ProtectedRoute } from './ProtectedRoute';
import { PublicOnlyRoute } from './PublicOnlyRoute';

/** Where the router is, as the test sees it. */
const router = { state: { location: { pathname: '' }, historyAction: '' } };

function LocationSpy() {
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

function renderAt(path: string, client: AuthClient) {
  render(
    <AuthProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy />
        <Routes>
          <Route path="/" element={<ProtectedRoute>hub content</ProtectedRoute>} />
          <Route path="/messages" element={<ProtectedRoute>messages content</ProtectedRoute>} />
          <Route path="/auth" element={<PublicOnlyRoute>sign-in page</PublicOnlyRoute>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  return router;
}

describe('ProtectedRoute', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a spinner first, then sends a signed-out visitor to /auth replacing history', async () => {
    const router = renderAt('/messages?x=1', await testAuthClient(false));

    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GUARD_MIN_SPINNER_MS - 1));
    expect(router.state.location.pathname).toBe('/messages');

    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    expect(sessionStorage.getItem('filmcollab.auth.returnTo')).toBe('/messages?x=1');
  });

  it('shows the content to a signed-in user after the minimum spinner time', async () => {
    renderAt('/messages', await testAuthClient(true));

    expect(screen.queryByText('messages content')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GUARD_MIN_SPINNER_MS));
    expect(screen.getByText('messages content')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /auth to /', async () => {
    const router = renderAt('/auth', await testAuthClient(true));

    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
  });
});
