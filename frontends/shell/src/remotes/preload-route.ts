import { matchPath } from 'react-router';
import { preload } from './kept-modules';
import type { LoadedRemote } from './load-remote-routes';

/**
 * Starts fetching the code of the remote page at `pathname` (its remote's `./routes` module and
 * the page's chunk) while the shell is still signing in, instead of after the first render.
 * Fetched modules are kept, so the route renders them without suspending; settles (never
 * rejects) once the page's code is there or failed.
 */
export function preloadRoute(pathname: string, remotes: readonly LoadedRemote[]): Promise<void> {
  for (const remote of remotes) {
    const route = remote.routes.find((r) => matchPath(r.path, pathname));
    // A failure shows when the route renders (with "Try again"), not here.
    if (route) return preload(route.page);
  }
  return Promise.resolve();
}
