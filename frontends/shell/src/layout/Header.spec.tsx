import type { RemoteExtensions } from '@filmcollab/web-kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderInShell } from '../testing/render-in-shell';
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
) {
  return renderInShell(
    <Routes>
      <Route path="*" element={<Header />} />
    </Routes>,
    { client, path, remotes: extensions ? [readyRemote('profiles', { extensions })] : [] },
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
    expect(screen.getByRole('region', { name: 'Film quotes' })).toBeInTheDocument();
  });

  it('shows a sign-in link and no user controls to a signed-out visitor', async () => {
    renderHeader(await testAuthClient(false));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
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
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Alice Guy' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('user-menu-name')).toHaveTextContent('Alice Guy');
    expect(within(menu).getByTestId('user-menu-email')).toHaveTextContent('alice@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('falls back to the e-mail when the user has no full name', async () => {
    renderHeader(await testAuthClient(true));
    await userEvent.click(
      screen.getByRole('button', { name: 'Account menu for alice@example.com' }),
    );
    expect(await screen.findByTestId('user-menu-name')).toHaveTextContent('alice@example.com');
    expect(screen.getByTestId('user-menu-email')).toHaveTextContent('alice@example.com');
  });

  it("goes to the user's own profile from 'My Profile'", async () => {
    const { probe } = renderHeader(await testAuthClient(true));
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    expect(probe.pathname).toBe('/user-profile/u1');
  });

  it("signs out from 'Sign out', and says so when signing out fails", async () => {
    const client = await testAuthClient(true);
    const logout = jest.spyOn(client, 'logout').mockRejectedValueOnce(new Error('offline'));
    renderHeader(client);

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
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
