import type { RemoteRoutes } from '@filmcollab/web-kit';
import {
  declaredRemotes,
  remoteRoutesLoader,
  REMOTE_ROUTES_TIMEOUT_MS,
  type LoadRoutesModule,
} from './load-remote-routes';

function FeedbackPage() {
  return null;
}
function FeedbackDialog() {
  return null;
}

const profilesRoutes: RemoteRoutes = {
  routes: [
    { path: '/feedback', access: 'signed-in', page: async () => ({ default: FeedbackPage }) },
  ],
  extensions: { 'layout.feedbackDialog': async () => ({ default: FeedbackDialog }) },
};

const profilesDescriptor = {
  profiles: {
    routes: [
      { path: '/feedback', access: 'signed-in' as const },
      { path: '/profile/edit', access: 'signed-in' as const, layout: false },
    ],
    extensions: ['layout.feedbackDialog' as const, 'header.messages' as const],
  },
};

describe('declaredRemotes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("declares the descriptor's routes and extensions without fetching the remote", () => {
    const load = jest.fn<ReturnType<LoadRoutesModule>, Parameters<LoadRoutesModule>>();
    const [profiles] = declaredRemotes(profilesDescriptor, remoteRoutesLoader(load));

    expect(profiles.name).toBe('profiles');
    expect(profiles.routes.map(({ path, access, layout }) => ({ path, access, layout }))).toEqual([
      { path: '/feedback', access: 'signed-in', layout: true },
      { path: '/profile/edit', access: 'signed-in', layout: false },
    ]);
    expect(Object.keys(profiles.extensions)).toEqual(['layout.feedbackDialog', 'header.messages']);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads a page from the remote's ./routes module, fetching that module once", async () => {
    const load = jest.fn(async () => ({ default: profilesRoutes }));
    const [profiles] = declaredRemotes(profilesDescriptor, remoteRoutesLoader(load));

    await expect(profiles.routes[0].page()).resolves.toEqual({ default: FeedbackPage });
    const dialog = profiles.extensions['layout.feedbackDialog'];
    await expect(dialog?.()).resolves.toEqual({ default: FeedbackDialog });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('profiles', { reload: false });
  });

  it('fails a route or extension the ./routes module no longer declares', async () => {
    const load = jest.fn(async () => ({ default: profilesRoutes }));
    const [profiles] = declaredRemotes(profilesDescriptor, remoteRoutesLoader(load));

    await expect(profiles.routes[1].page()).rejects.toThrow(
      'profiles/routes does not declare /profile/edit',
    );
    await expect(profiles.extensions['header.messages']?.()).rejects.toThrow(
      'profiles/routes does not fill header.messages',
    );
  });
});

describe('remoteRoutesLoader', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('forgets a failed attempt and reloads the remote on the next one', async () => {
    const load = jest
      .fn<ReturnType<LoadRoutesModule>, Parameters<LoadRoutesModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch /remotes/profiles/mf-manifest.json'))
      .mockResolvedValue({ default: profilesRoutes });
    const routesOf = remoteRoutesLoader(load);

    await expect(routesOf('profiles')).rejects.toThrow('Failed to fetch');
    await expect(routesOf('profiles')).resolves.toBe(profilesRoutes);
    expect(load.mock.calls).toEqual([
      ['profiles', { reload: false }],
      ['profiles', { reload: true }],
    ]);
  });

  it('treats a routes module without a routes list as failed', async () => {
    const routesOf = remoteRoutesLoader(async () => ({}));
    await expect(routesOf('profiles')).rejects.toThrow('profiles/routes has no default export');
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    const routesOf = remoteRoutesLoader(() => new Promise(() => undefined));
    const pending = routesOf('profiles');
    const settled = expect(pending).rejects.toThrow(
      `profiles/routes did not load within ${REMOTE_ROUTES_TIMEOUT_MS} ms`,
    );
    await jest.advanceTimersByTimeAsync(REMOTE_ROUTES_TIMEOUT_MS);
    await settled;
    jest.useRealTimers();
  });
});
