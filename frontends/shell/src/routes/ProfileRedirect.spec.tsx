import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { ProfileRedirect } from './ProfileRedirect';

function renderRedirect(client: Awaited<ReturnType<typeof testAuthClient>>) {
  return renderInShell(
    <Routes>
      <Route path="/profile" element={<ProfileRedirect />} />
      <Route path="/user-profile/:userId" element={<p>profile page</p>} />
      <Route path="/auth" element={<p>sign-in page</p>} />
    </Routes>,
    { client, path: '/profile' },
  );
}

describe('ProfileRedirect (the redirect screen)', () => {
  it('sends a signed-in user to their own profile, replacing history', async () => {
    const { probe } = renderRedirect(await testAuthClient(true));
    expect(screen.getByText('profile page')).toBeInTheDocument();
    expect(probe.pathname).toBe('/user-profile/u1');
    expect(probe.action).toBe('REPLACE');
  });

  it('sends a signed-out visitor to /auth, replacing history', async () => {
    const { probe } = renderRedirect(await testAuthClient(false));
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    expect(probe.pathname).toBe('/auth');
    expect(probe.action).toBe('REPLACE');
  });
});
