import type { RemoteRoutes } from '@filmcollab/web-kit';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES } from './remote-registry';

/** What `remoteWebpackConfig` (frontends/webpack.common.js) attaches to a remote's config. */
interface RemoteBuild {
  name: string;
  dir: string;
  exposes: Record<string, string>;
}

const frontendsDir = path.resolve(__dirname, '../../..');

function remoteBuild(name: string): RemoteBuild {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's CommonJS webpack config
  return (require(path.join(frontendsDir, name, 'webpack.config.js')) as { remote: RemoteBuild })
    .remote;
}

async function importExposed(build: RemoteBuild, file: string): Promise<Record<string, unknown>> {
  return (await import(path.join(build.dir, file))) as Record<string, unknown>;
}

const ACCESS = ['public', 'signed-in', 'signed-out'];

describe.each(REMOTE_NAMES)('registered remote %s', (name) => {
  const build = remoteBuild(name);

  it('is built under its registered name and served where the shell looks for it', () => {
    expect(build.name).toBe(name);
    expect(REMOTES[name]).toBe(`/remotes/${name}/remoteEntry.js`);
  });

  it('exposes ./routes', () => {
    expect(Object.keys(build.exposes)).toContain('./routes');
  });

  it.each(Object.entries(build.exposes))(
    'exposes %s from a module with the expected default export',
    async (exposed, file) => {
      const module = await importExposed(build, file);
      expect(module.default).toEqual(
        exposed === './routes'
          ? expect.objectContaining({ routes: expect.any(Array) })
          : expect.any(Function),
      );
    },
  );

  it('declares routes or extensions, with pages that load to components', async () => {
    const declared = (await importExposed(build, build.exposes['./routes']))
      .default as RemoteRoutes;
    // A remote may own no page and only fill extension points (discovery: two hub tabs).
    expect(declared.routes.length + Object.keys(declared.extensions ?? {}).length).toBeGreaterThan(
      0,
    );
    for (const route of declared.routes) {
      expect(route.path).toMatch(/^\//);
      expect(ACCESS).toContain(route.access);
      expect((await route.page()).default).toEqual(expect.any(Function));
    }
    for (const load of Object.values(declared.extensions ?? {})) {
      expect((await load()).default).toEqual(expect.any(Function));
    }
  });
});
