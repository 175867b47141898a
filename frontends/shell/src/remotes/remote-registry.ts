import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Every remote the shell knows: built to frontends/<name>/dist, served at /remotes/<name>/. */
export const REMOTES = {
  identity: '/remotes/identity/mf-manifest.json',
  profiles: '/remotes/profiles/mf-manifest.json',
} as const;

export type RemoteName = keyof typeof REMOTES;

export type RemoteComponentModule = { default: ComponentType };

function remoteEntries(origin: string) {
  return Object.entries(REMOTES).map(([name, manifest]) => ({
    name,
    entry: `${origin}${manifest}`,
  }));
}

export function registerAllRemotes(origin: string): void {
  registerRemotes(remoteEntries(origin));
}

/**
 * Loads an exposed component (`identity/AuthPage`). On a retry the remote is registered
 * again with `force`, which drops the cached failed manifest so it is fetched anew.
 */
export function remoteComponentLoader(remote: RemoteName, exposed: string) {
  return async (attempt: number): Promise<RemoteComponentModule> => {
    if (attempt > 0) {
      registerRemotes(
        remoteEntries(window.location.origin).filter((r) => r.name === remote),
        { force: true },
      );
    }
    const module = await loadRemote<RemoteComponentModule>(`${remote}/${exposed}`);
    if (!module?.default) throw new Error(`Remote module ${remote}/${exposed} did not load`);
    return module;
  };
}
