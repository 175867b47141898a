import type { RemoteRoutes } from '@filmcollab/web-kit';
import { loadRemoteRoutes, REMOTE_ROUTES_TIMEOUT_MS } from './load-remote-routes';

const profilesRoutes: RemoteRoutes = {
  routes: [
    {
      path: '/feedback',
      access: 'signed-in',
      page: async () => ({ default: () => null }),
    },
  ],
};

describe('loadRemoteRoutes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks every remote at once and reports each one, a failing remote included', async () => {
    const started: string[] = [];
    const load = jest.fn(async (remote: string) => {
      started.push(remote);
      await Promise.resolve();
      if (remote === 'identity')
        throw new Error('Failed to fetch /remotes/identity/mf-manifest.json');
      return { default: profilesRoutes };
    });

    const loaded = await loadRemoteRoutes(['identity', 'profiles'], { load });

    expect(started).toEqual(['identity', 'profiles']);
    expect(loaded).toEqual([
      { name: 'identity', status: 'failed' },
      { name: 'profiles', status: 'ready', routes: profilesRoutes.routes, extensions: {} },
    ]);
  });

  it('treats a routes module without a routes list as failed', async () => {
    const loaded = await loadRemoteRoutes(['profiles'], { load: async () => ({}) });
    expect(loaded).toEqual([{ name: 'profiles', status: 'failed' }]);
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    const pending = loadRemoteRoutes(['profiles'], { load: () => new Promise(() => undefined) });
    await jest.advanceTimersByTimeAsync(REMOTE_ROUTES_TIMEOUT_MS);
    await expect(pending).resolves.toEqual([{ name: 'profiles', status: 'failed' }]);
    jest.useRealTimers();
  });

  it('passes reload on, so a retry fetches the manifest anew', async () => {
    const load = jest.fn(async () => ({ default: profilesRoutes }));
    await loadRemoteRoutes(['profiles'], { load, reload: true });
    expect(load).toHaveBeenCalledWith('profiles', { reload: true });
  });
});
