import type { RemoteRoutes } from '@filmcollab/web-kit';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_DESCRIPTORS } from './remote-descriptors';
import { REMOTE_NAMES } from './remote-registry';

const frontendsDir = path.resolve(__dirname, '../../..');

/** Folders of frontends/ built as a remote (`remoteWebpackConfig` attaches `remote`). */
function remoteFolders(): string[] {
  return readdirSync(frontendsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
    .map((entry) => entry.name)
    .filter((name) => {
      const config = path.join(frontendsDir, name, 'webpack.config.js');
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's CommonJS webpack config
      return existsSync(config) && Boolean((require(config) as { remote?: unknown }).remote);
    });
}

async function routesModule(name: string): Promise<RemoteRoutes> {
  const module = (await import(path.join(frontendsDir, name, 'src/routes.ts'))) as {
    default: RemoteRoutes;
  };
  return module.default;
}

describe('remote descriptors', () => {
  it('exist for every registered remote, and every remote built in frontends/ is registered', () => {
    expect(Object.keys(REMOTE_DESCRIPTORS).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(remoteFolders().sort()).toEqual([...REMOTE_NAMES].sort());
  });

  describe.each(REMOTE_NAMES)('%s/src/routes.descriptor.json', (name) => {
    it('declares exactly the routes of its ./routes module: paths, access and layout', async () => {
      const declared = await routesModule(name);
      const routes = declared.routes.map(({ path, access, layout }) => ({
        path,
        access,
        layout: layout ?? true,
      }));
      expect(
        REMOTE_DESCRIPTORS[name].routes.map(({ path, access, layout }) => ({
          path,
          access,
          layout: layout ?? true,
        })),
      ).toEqual(routes);
    });

    it('names exactly the extension points its ./routes module fills', async () => {
      const declared = await routesModule(name);
      expect([...REMOTE_DESCRIPTORS[name].extensions].sort()).toEqual(
        Object.keys(declared.extensions ?? {}).sort(),
      );
    });
  });
});
