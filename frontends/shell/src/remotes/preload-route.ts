import { matchPath } from 'react-router';
import type { LoadedRemote } from './load-remote-routes';

/**
 * Starts fetching the code of the remote page at `pathname` (its remote's `./routes` module and
 * the page's chunk) while the shell is still signing in, instead of after the first render.
 * Fetched modules are kept, so the route's own load finds them.
 */
export function preloadRoute(pathname: string, remotes: readonly LoadedRemote[]): void {
  for (const remote of remotes) {
    const route = remote.routes.find((r) => matchPath(r.path, pathname));
    if (route) {
      // A failure shows when the route renders (with "Try again"), not here.
      route.page().catch(() => undefined);
      return;
    }
  }
}
