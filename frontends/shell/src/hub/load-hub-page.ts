import { extensionRegistry, type LoadComponent } from '@filmcollab/web-kit';
import { preload } from '../remotes/kept-modules';
import type { LoadedRemote } from '../remotes/load-remote-routes';
import { currentHubTab, HUB_TABS } from './hub-tabs';

/** The hub's paths (spec 02 §2): the contest tab at `/`, the community and discovery tabs. */
export const HUB_PATHS = ['/', '/community', '/discovery'] as const;

/** The hub, a chunk of its own: its tabs (Radix, @filmcollab/ui/tabs) are not on the other pages. */
export const loadHubPage: LoadComponent = () =>
  import('./HubPage').then((m) => ({ default: m.HubPage }));

/**
 * Starts fetching what the hub at `location` renders first — its chunk and the current tab's
 * remote component — while the shell is still signing in, instead of one
 * after the other once each has rendered. Only with a stored session: a visitor is sent to
 * /auth. Fetched modules are kept, so the hub renders them without suspending; settles (never
 * rejects) once all are there or failed.
 */
export function preloadHub(
  location: { pathname: string; search: string },
  remotes: readonly LoadedRemote[],
): Promise<void> {
  if (!(HUB_PATHS as readonly string[]).includes(location.pathname)) return Promise.resolve();
  const tab = currentHubTab(location.pathname, new URLSearchParams(location.search).get('tab'));
  const point = HUB_TABS.find(({ value }) => value === tab)?.point;
  const tabComponent = point && extensionRegistry(remotes).find(point)?.load;
  // A failure shows when the hub renders (with "Try again"), not here.
  return Promise.all([preload(loadHubPage), tabComponent ? preload(tabComponent) : undefined]).then(
    () => undefined,
  );
}
