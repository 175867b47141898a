import type { ComponentModule, RemoteExtensions, RemoteRoute } from '@filmcollab/web-kit';
import { act, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { readyRemote } from '../testing/test-remotes';
import { AppRoutes } from './AppRoutes';
import { GUARD_MIN_SPINNER_MS } from './ProtectedRoute';

const feedbackDialog: RemoteExtensions = {
  'layout.feedbackDialog': async () => ({ default: () => <p>feedback dialog</p> }),
};
const withFeedbackDialog = [readyRemote('profiles', { extensions: feedbackDialog })];

/** A remote page whose code loads like a chunk of the remote. */
function page(text: string): () => Promise<ComponentModule> {
  return async () => ({ default: () => <h1>{text}</h1> });
}

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
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
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
    const client = await testAuthClient(true);
    await act(async () => {
      renderInShell(<AppRoutes />, { client, path: '/terms', remotes: withFeedbackDialog });
    });
    // Once the page has settled: the feedback button is not the page's content.
    expect(await screen.findByText('feedback dialog')).toBeInTheDocument();
  });

  it('leaves the feedback dialog slot empty for signed-out visitors', async () => {
    renderInShell(<AppRoutes />, {
      client: await testAuthClient(false),
      path: '/terms',
      remotes: withFeedbackDialog,
    });
    await act(async () => undefined);
    expect(screen.queryByText('feedback dialog')).not.toBeInTheDocument();
  });

  describe("with the remotes' routes", () => {
    beforeEach(() => {
      jest.useFakeTimers();
      // Landing on the hub loads the identity remote, which cannot load under jest.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    async function renderRoutes(
      path: string,
      remotes: Parameters<typeof renderInShell>[1]['remotes'],
      signedIn = true,
    ) {
      const client = await testAuthClient(signedIn);
      const view = renderInShell(<AppRoutes />, { client, path, remotes });
      await act(async () => jest.advanceTimersByTime(GUARD_MIN_SPINNER_MS));
      return view;
    }

    const messagesRoute: RemoteRoute = {
      path: '/messages',
      access: 'signed-in',
      page: page('Inbox'),
    };

    it("replaces the stand-in of a path with the remote's page, inside the layout", async () => {
      await renderRoutes('/messages', [readyRemote('profiles', { routes: [messagesRoute] })]);
      expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
      expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Inbox' }).closest('[data-remote]'),
      ).toHaveAttribute('data-remote', 'profiles');
      expect(screen.getByRole('banner')).toBeInTheDocument();
    });

    it('keeps the "Coming soon" stand-in while no remote registers the path', async () => {
      await renderRoutes('/complete-profile', [readyRemote('profiles', { routes: [] })]);
      expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
      expect(screen.getByText(/Coming soon/)).toBeInTheDocument();
    });

    it("applies the route's access rule: a signed-in-only page sends visitors to /auth", async () => {
      const { probe } = await renderRoutes(
        '/messages',
        [readyRemote('profiles', { routes: [messagesRoute] })],
        false,
      );
      expect(probe.pathname).toBe('/auth');
      expect(probe.action).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    });

    it('sends a signed-in user away from a signed-out-only page', async () => {
      const signIn: RemoteRoute = { path: '/auth', access: 'signed-out', page: page('Sign in') };
      const { probe } = await renderRoutes('/auth', [
        readyRemote('identity', { routes: [signIn] }),
      ]);
      expect(probe.pathname).toBe('/');
      expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('renders a route declared without the layout on its own', async () => {
      const edit: RemoteRoute = {
        path: '/profile/edit',
        access: 'signed-in',
        layout: false,
        page: page('Edit your profile'),
      };
      await renderRoutes('/profile/edit', [readyRemote('profiles', { routes: [edit] })]);
      expect(screen.getByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });

    it("does not let a remote take over the shell's own pages", async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const terms: RemoteRoute = { path: '/terms', access: 'public', page: page('Other terms') };
      await renderRoutes('/terms', [readyRemote('profiles', { routes: [terms] })]);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Other terms' })).not.toBeInTheDocument();
    });

    it("shows the failure card with the layout when a remote page's code cannot load", async () => {
      const broken: RemoteRoute = {
        path: '/messages',
        access: 'signed-in',
        page: async () => {
          throw new Error('ChunkLoadError: Loading chunk 12 failed');
        },
      };
      await renderRoutes('/messages', [readyRemote('profiles', { routes: [broken] })]);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This part of FilmCollab could not be loaded. Try again.',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    });
  });
});
