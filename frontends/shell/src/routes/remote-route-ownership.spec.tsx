import type { RemoteRoutes } from '@filmcollab/web-kit';
import path from 'node:path';
import { isValidElement } from 'react';
import type { LoadedRemote } from '../remotes/load-remote-routes';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-registry';
import { buildRouteTable } from './route-table';

const frontendsDir = path.resolve(__dirname, '../../..');

async function declaredRoutes(name: RemoteName): Promise<LoadedRemote> {
  const module = (await import(path.join(frontendsDir, name, 'src/routes.ts'))) as {
    default: RemoteRoutes;
  };
  return { name, status: 'ready', routes: module.default.routes, extensions: {} };
}

/** Which remote serves a path in the route table, or 'shell'. */
function ownerOf(table: ReturnType<typeof buildRouteTable>, routePath: string): string {
  const route = table.find((r) => r.path === routePath);
  if (!route) return 'none';
  const props: unknown = isValidElement(route.element) ? route.element.props : {};
  return typeof props === 'object' && props !== null && 'remote' in props
    ? String(props.remote)
    : 'shell';
}

describe('the route table with every registered remote loaded', () => {
  it("serves each remote's declared paths from that remote (no 'Coming soon' stand-in left)", async () => {
    const remotes = await Promise.all(REMOTE_NAMES.map(declaredRoutes));
    const table = buildRouteTable(remotes);
    for (const remote of remotes) {
      if (remote.status !== 'ready') continue;
      for (const route of remote.routes) {
        expect([route.path, ownerOf(table, route.path)]).toEqual([route.path, remote.name]);
      }
    }
  });

  it('serves the projects pages of spec 03 from the projects remote', async () => {
    const table = buildRouteTable(await Promise.all(REMOTE_NAMES.map(declaredRoutes)));
    for (const routePath of [
      '/projects',
      '/create-project',
      '/project/:id',
      '/invite',
      '/requirements',
      '/requirements/:id',
      '/ongoing-projects',
      '/finished-projects',
    ]) {
      expect([routePath, ownerOf(table, routePath)]).toEqual([routePath, 'projects']);
    }
    // Signed-out visitors see the sign-in prompt (/projects) and the project with a log-in prompt.
    expect(table.find((r) => r.path === '/projects')?.access).toBe('public');
    expect(table.find((r) => r.path === '/project/:id')?.access).toBe('public');
  });
});
