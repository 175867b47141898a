import { myProfile } from '@filmcollab/web-kit/testing';
import { api, type RemoteExtensions } from '@filmcollab/web-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderInShell, type ShellOptions } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { readyRemote } from '../testing/test-remotes';
import { Header } from './Header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderHeader(
  client: Awaited<ReturnType<typeof testAuthClient>>,
  path = '/terms',
  extensions?: RemoteExtensions,
  gateway?: ShellOptions['api'],
) {
  return renderInShell(
    <Routes>
      <Route path="*" element={<Header />} />
    </Routes>,
    {
      client,
      path,
      remotes: extensions ? [readyRemote('profiles', { extensions })] : [],
      api: gateway,
    },
  );
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('links the logo to the community tab and the badge to /feedback', async () => {
    renderHeader(await testAuthClient(false));
    expect(screen.getByRole('link', { name: 'FilmCollab home' })).toHaveAttribute(
      'href',
      '/?tab=community',
    );
    expect(screen.getByRole('link', { name: 'Feedback Please!' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(await screen.findByRole('region', { name: 'Film quotes' })).toBeInTheDocument();
  });

  it('shows a sign-in link and no user controls to a signed-out visitor', async () => {
    renderHeader(await testAuthClient(false));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it("keeps the word beside the logo for a visitor, and drops it on a phone with a session's controls", async () => {
    const word = () =>
      within(screen.getByRole('link', { name: 'FilmCollab home' })).getByText('Film');
    const visitor = renderHeader(await testAuthClient(false));
    expect(word()).not.toHaveClass('hidden');
    visitor.unmount();

    renderHeader(await testAuthClient(true));
    // Tailwind: hidden below the `sm` width, shown from it on.
    expect(word()).toHaveClass('hidden', 'sm:inline');
  });

  it('shows the full name and the e-mail in the avatar menu', async () => {
    renderHeader(
      await testAuthClient(true, {
        sub: 'u1',
        preferred_username: 'alice',
        email: 'alice@example.com',
        name: 'Alice Guy',
      }),
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Alice Guy' }),
    );

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('user-menu-name')).toHaveTextContent('Alice Guy');
    expect(within(menu).getByTestId('user-menu-email')).toHaveTextContent('alice@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('falls back to the e-mail when the user has no full name', async () => {
    renderHeader(await testAuthClient(true));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for alice@example.com' }),
    );
    expect(await screen.findByTestId('user-menu-name')).toHaveTextContent('alice@example.com');
    expect(screen.getByTestId('user-menu-email')).toHaveTextContent('alice@example.com');
  });

  it("shows the profile's current full name, e-mail and photo instead of the sign-up name", async () => {
    const client = await testAuthClient(true, {
      sub: 'u1',
      preferred_username: 'alice',
      email: 'alice@example.com',
      name: 'Sign-up Name',
    });
    renderHeader(client, '/terms', undefined, {
      'GET /api/profiles/me': {
        status: 200,
        body: myProfile({ fullName: 'Alice Guy', profileImageUrl: '/photos/u1.jpg?v=2' }),
      },
    });

    const trigger = await screen.findByRole('button', { name: 'Account menu for Alice Guy' });
    expect(within(trigger).getByTestId('user-menu-photo')).toHaveAttribute(
      'src',
      '/photos/u1.jpg?v=2',
    );
    await userEvent.click(trigger);
    expect(await screen.findByTestId('user-menu-name')).toHaveTextContent('Alice Guy');
    expect(screen.getByTestId('user-menu-email')).toHaveTextContent('alice@example.com');
  });

  it('shows the e-mail when the profile has no full name', async () => {
    renderHeader(
      await testAuthClient(true, { sub: 'u1', preferred_username: 'alice', name: 'Sign-up Name' }),
      '/terms',
      undefined,
      { 'GET /api/profiles/me': { status: 200, body: myProfile({ fullName: null }) } },
    );
    expect(
      await screen.findByRole('button', { name: 'Account menu for alice@example.com' }),
    ).toHaveTextContent('AE');
  });

  it('follows a profile edit without a reload', async () => {
    let fullName = 'Alice Smith';
    const { store } = renderHeader(await testAuthClient(true), '/terms', undefined, {
      'GET /api/profiles/me': () => ({ status: 200, body: myProfile({ fullName }) }),
    });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Alice Smith' }),
    ).toBeInTheDocument();

    fullName = 'Alice Guy-Blaché';
    act(() => {
      store.dispatch(api.util.invalidateTags(['MyProfile']));
    });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Account menu for Alice Guy-Blaché' }),
      ).toBeInTheDocument(),
    );
  });

  it("goes to the user's own profile from 'My Profile' and says so", async () => {
    const { probe } = renderHeader(await testAuthClient(true));
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    expect(probe.pathname).toBe('/user-profile/u1');
    expect(await screen.findByText('Navigating to your profile')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it("asks to sign in again when 'My Profile' is chosen after the session ended", async () => {
    const client = await testAuthClient(true);
    const { probe } = renderHeader(client);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    const item = await screen.findByRole('menuitem', { name: 'My Profile' });
    jest.spyOn(client, 'getState').mockReturnValue({ status: 'anonymous', user: null });
    await userEvent.click(item);

    expect(probe.pathname).toBe('/terms');
    expect(
      await screen.findByText('Unable to navigate to profile. Please try signing in again.'),
    ).toBeInTheDocument();
  });

  it("signs out from 'Sign out', leaving word for the page it returns to", async () => {
    sessionStorage.clear();
    const client = await testAuthClient(true);
    const logout = jest.spyOn(client, 'logout').mockResolvedValueOnce(undefined);
    renderHeader(client);

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('filmcollab.signedOut')).toBe('1');
  });

  it('says so when signing out fails, and leaves no word of a sign-out', async () => {
    sessionStorage.clear();
    const client = await testAuthClient(true);
    const logout = jest.spyOn(client, 'logout').mockRejectedValueOnce(new Error('offline'));
    renderHeader(client);

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('filmcollab.signedOut')).toBeNull();
  });

  it('renders nothing in the messages and notifications slots until a remote fills them', async () => {
    const { container } = renderHeader(await testAuthClient(true));
    expect(container.querySelector('[data-extension-point]')).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Messages|Notifications/ }),
    ).not.toBeInTheDocument();
  });

  it('renders the components that remotes register for its slots, for signed-in users only', async () => {
    const extensions: RemoteExtensions = {
      'header.messages': async () => ({ default: () => <button>Messages</button> }),
      'header.notifications': async () => ({ default: () => <button>Notifications</button> }),
    };
    const client = await testAuthClient(true);
    await act(async () => {
      renderHeader(client, '/terms', extensions);
    });
    // Off the critical path: they arrive once the page has loaded and the browser is idle.
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps header slots out of the signed-out header', async () => {
    const extensions: RemoteExtensions = {
      'header.messages': async () => ({ default: () => <button>Messages</button> }),
    };
    renderHeader(await testAuthClient(false), '/terms', extensions);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('hides on /auth once scrolled past 40 px, and shows again when scrolled back', async () => {
    const { container } = renderHeader(await testAuthClient(false), '/auth');
    const header = container.querySelector('header')!;

    scrollTo(40);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(41);
    expect(header).toHaveAttribute('data-hidden', 'true');
    expect(header).toHaveClass('-translate-y-full');
    scrollTo(10);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('never hides on other pages', async () => {
    const { container } = renderHeader(await testAuthClient(false), '/how-it-works');
    scrollTo(500);
    fireEvent.scroll(window);
    expect(container.querySelector('header')).toHaveAttribute('data-hidden', 'false');
  });
});
