import type { LoadComponent, RouteAccess } from '@filmcollab/web-kit';
import type { ReactElement } from 'react';
import { HUB_PATHS, loadHubPage } from '../hub/load-hub-page';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { preload } from '../remotes/kept-modules';
import type { LoadedRemote } from '../remotes/load-remote-routes';
import { RemoteModule } from '../remotes/RemoteModule';
import { FindCollaboratorsRedirect } from './FindCollaboratorsRedirect';
import { LegacyProfileRedirect } from './LegacyProfileRedirect';
import { ProfileRedirect } from './ProfileRedirect';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  element: ReactElement;
  /** Inside header/footer (every screen but /profile/edit). */
  layout: boolean;
}

interface ShellRoute extends AppRoute {
  /** Shown until a remote registers this path, which then replaces it. */
  standIn?: true;
}

/**
 * The shell's own information pages, each a chunk of its own like a remote's page: they are
 * most of the shell's code, and no other page needs them.
 */
const SHELL_PAGES: Record<string, LoadComponent> = {
  '/how-it-works': () =>
    import('../pages/HowItWorksPage').then((m) => ({ default: m.HowItWorksPage })),
  '/features': () =>
    import('../pages/features/FeaturesPage').then((m) => ({ default: m.FeaturesPage })),
  '/terms': () => import('../pages/legal/TermsPage').then((m) => ({ default: m.TermsPage })),
  '/privacy': () => import('../pages/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
};

/** Starts fetching the code of the shell's own page at `pathname`, if it is one. */
export function preloadShellPage(pathname: string): Promise<void> {
  // A failure shows when the route renders (with "Try again"), not here.
  const page = SHELL_PAGES[pathname];
  return page ? preload(page) : Promise.resolve();
}

const hubPage = (path: string): ShellRoute => ({
  path,
  access: 'signed-in',
  element: <RemoteModule load={loadHubPage} />,
  layout: true,
});

const shellPage = (path: string): ShellRoute => ({
  path,
  access: 'public',
  element: <RemoteModule load={SHELL_PAGES[path]!} />,
  layout: true,
});

const soon = (path: string, area: string): ShellRoute => ({
  path,
  access: 'signed-in',
  element: <ComingSoonPage area={area} />,
  layout: true,
  standIn: true,
});

/**
 * The shell's part of spec 01's route table: its own pages and redirects, and a stand-in for
 * the one route no remote serves yet (/complete-profile). The remotes' routes come from their
 * `./routes` modules (see `buildRouteTable`).
 */
const SHELL_ROUTES: ShellRoute[] = [
  // The hub: its tabs are filled by the remotes through the `hub.*` extension points.
  ...HUB_PATHS.map(hubPage),
  shellPage('/how-it-works'),
  shellPage('/features'),
  shellPage('/terms'),
  shellPage('/privacy'),
  soon('/complete-profile', 'Complete your profile'),
  // The redirect screen handles signed-out visitors itself (to /auth, history replaced).
  { path: '/profile', access: 'public', element: <ProfileRedirect />, layout: true },
  {
    path: '/profile/:userId',
    access: 'signed-in',
    element: <LegacyProfileRedirect />,
    layout: true,
  },
  {
    path: '/find-collaborators',
    access: 'signed-in',
    element: <FindCollaboratorsRedirect />,
    layout: true,
  },
];

/**
 * The whole route table: the routes of every remote that loaded, then the shell's routes.
 * A remote's route replaces the shell's stand-in for the same path; the shell's own pages
 * and redirects cannot be taken over, and of two remotes claiming a path the first wins.
 */
export function buildRouteTable(remotes: readonly LoadedRemote[]): AppRoute[] {
  const fixedPaths = new Set(SHELL_ROUTES.filter((r) => !r.standIn).map((r) => r.path));
  const claimed = new Map<string, string>();
  const remoteRoutes: AppRoute[] = [];
  for (const remote of remotes) {
    if (remote.status !== 'ready') continue;
    for (const route of remote.routes) {
      const owner = fixedPaths.has(route.path) ? 'shell' : claimed.get(route.path);
      if (owner) {
        console.warn(`Remote ${remote.name} declares ${route.path}, which ${owner} owns`);
        continue;
      }
      claimed.set(route.path, remote.name);
      remoteRoutes.push({
        path: route.path,
        access: route.access,
        layout: route.layout ?? true,
        element: <RemoteModule remote={remote.name} load={route.page} />,
      });
    }
  }
  const shellRoutes = SHELL_ROUTES.filter((route) => !claimed.has(route.path)).map(
    ({ standIn: _standIn, ...route }) => route,
  );
  return [...remoteRoutes, ...shellRoutes];
}
