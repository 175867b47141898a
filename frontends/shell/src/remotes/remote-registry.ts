import type { ComponentModule } from '@filmcollab/web-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Every remote the shell loads: built to frontends/<name>/dist, served at /remotes/<name>/.
 * Registering a remote here is all the shell needs: its `./routes` module brings its pages
 * and the extension points it fills. The shell loads a remote's `remoteEntry.js` directly, not
 * through an mf-manifest.json first: one request round less before a remote's page, and no
 * manifest handling in the runtime (`disableSnapshot` in webpack.config.js).
 */
export const REMOTES = {
  identity: '/remotes/identity/remoteEntry.js',
  profiles: '/remotes/profiles/remoteEntry.js',
  projects: '/remotes/projects/remoteEntry.js',
  notifications: '/remotes/notifications/remoteEntry.js',
  messaging: '/remotes/messaging/remoteEntry.js',
  workspace: '/remotes/workspace/remoteEntry.js',
  community: '/remotes/community/remoteEntry.js',
  discovery: '/remotes/discovery/remoteEntry.js',
  contest: '/remotes/contest/remoteEntry.js',
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

function remoteEntries(origin: string, names: readonly RemoteName[] = REMOTE_NAMES) {
  return names.map((name) => ({ name, entry: `${origin}${REMOTES[name]}` }));
}

export function registerAllRemotes(origin: string): void {
  registerRemotes(remoteEntries(origin));
}

/**
 * Loads an exposed module (`identity/routes`). With `reload` the remote is registered again
 * with `force`, which drops a cached failed manifest so it is fetched anew.
 */
export async function loadExposed<T>(
  remote: RemoteName,
  exposed: string,
  { reload = false }: { reload?: boolean } = {},
): Promise<T> {
  if (reload) registerRemotes(remoteEntries(window.location.origin, [remote]), { force: true });
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Remote module ${remote}/${exposed} did not load`);
  return module;
}

/** A loader for `<RemoteModule load={…} />` of an exposed component; define it at module level. */
export function exposedComponentLoader(remote: RemoteName, exposed: string) {
  return async (attempt: number): Promise<ComponentModule> => {
    const module = await loadExposed<Partial<ComponentModule>>(remote, exposed, {
      reload: attempt > 0,
    });
    if (!module.default)
      throw new Error(`Remote module ${remote}/${exposed} has no default export`);
    return { default: module.default };
  };
}
