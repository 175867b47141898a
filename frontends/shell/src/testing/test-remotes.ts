import type { RemoteExtensions, RemoteRoute } from '@filmcollab/web-kit';
import type { LoadedRemote } from '../remotes/load-remote-routes';
import type { RemoteName } from '../remotes/remote-registry';

/** A registered remote declaring these routes and extensions. */
export function readyRemote(
  name: RemoteName,
  { routes = [], extensions = {} }: { routes?: RemoteRoute[]; extensions?: RemoteExtensions },
): LoadedRemote {
  return { name, status: 'ready', routes, extensions };
}
