import { preloadRoute } from './preload-route';
import { readyRemote } from '../testing/test-remotes';

const component = { default: () => null };

describe('preloadRoute', () => {
  it('starts loading only the page of the remote that owns the path', () => {
    const profilePage = jest.fn(async () => component);
    const authPage = jest.fn(async () => component);
    const remotes = [
      readyRemote('identity', {
        routes: [{ path: '/auth', access: 'signed-out', page: authPage }],
      }),
      readyRemote('profiles', {
        routes: [{ path: '/user-profile/:userId', access: 'signed-in', page: profilePage }],
      }),
    ];

    preloadRoute('/user-profile/u-1', remotes);

    expect(profilePage).toHaveBeenCalledTimes(1);
    expect(authPage).not.toHaveBeenCalled();
  });

  it("loads nothing on the shell's own pages, and swallows a failure (the route shows it)", async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    const remotes = [
      readyRemote('identity', { routes: [{ path: '/auth', access: 'signed-out', page: failing }] }),
    ];
    preloadRoute('/features', remotes);
    expect(failing).not.toHaveBeenCalled();

    preloadRoute('/auth', remotes);
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
