import { act, screen } from '@testing-library/react';
import type { Extensions } from '../extensions/extension-points';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { AppRoutes } from './AppRoutes';
import { GUARD_MIN_SPINNER_MS } from './ProtectedRoute';

describe('AppRoutes', () => {
  it('shows the 404 page inside the layout for an unknown path', async () => {
    renderInShell(<AppRoutes />, { client: await testAuthClient(false), path: '/no/such/page' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/how-it-works', 'From idea to screen in four steps'],
    ['/features', 'Tools for every stage of your film'],
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
  ])('opens %s without signing in', async (path, heading) => {
    const { probe } = renderInShell(<AppRoutes />, { client: await testAuthClient(false), path });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(probe.pathname).toBe(path);
  });

  it('sends /find-collaborators to the collaborators sub-tab of Discovery', async () => {
    jest.useFakeTimers();
    // The hub's identity remote cannot load under jest; its error boundary logs that.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { probe } = renderInShell(<AppRoutes />, {
      client: await testAuthClient(true),
      path: '/find-collaborators',
    });
    // The hub it lands on loads a remote, which settles inside this act.
    await act(async () => jest.advanceTimersByTime(GUARD_MIN_SPINNER_MS));
    expect(probe.pathname).toBe('/community');
    expect(probe.search).toBe('?tab=discovery&subtab=collaborators');
    expect(probe.action).toBe('REPLACE');
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("fills the layout's feedback dialog slot for signed-in users only", async () => {
    const extensions: Extensions = {
      'layout.feedbackDialog': async () => ({ default: () => <p>feedback dialog</p> }),
    };
    const client = await testAuthClient(true);
    await act(async () => {
      renderInShell(<AppRoutes />, { client, path: '/terms', extensions });
    });
    expect(screen.getByText('feedback dialog')).toBeInTheDocument();
  });

  it('leaves the feedback dialog slot empty for signed-out visitors', async () => {
    const extensions: Extensions = {
      'layout.feedbackDialog': async () => ({ default: () => <p>feedback dialog</p> }),
    };
    renderInShell(<AppRoutes />, {
      client: await testAuthClient(false),
      path: '/terms',
      extensions,
    });
    await act(async () => undefined);
    expect(screen.queryByText('feedback dialog')).not.toBeInTheDocument();
  });
});
