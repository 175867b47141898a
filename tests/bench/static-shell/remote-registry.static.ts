// `make bench` only: replaces frontends/shell/src/remotes/remote-registry.ts in a shell build
// with the remotes' modules compiled in, to compare a page loaded through module federation
// with the same page built into the shell (build-static-shell.cjs). Same exports as the real one.
import type { ComponentModule } from '@filmcollab/web-kit';
import identityRoutes from '../../../frontends/identity/src/routes';
import profilesRoutes from '../../../frontends/profiles/src/routes';
import projectsRoutes from '../../../frontends/projects/src/routes';

export const REMOTES = {
  identity: '/remotes/identity/remoteEntry.js',
  profiles: '/remotes/profiles/remoteEntry.js',
  projects: '/remotes/projects/remoteEntry.js',
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

const EXPOSED: Record<string, () => Promise<unknown>> = {
  'identity/routes': async () => ({ default: identityRoutes }),
  'identity/WhoAmICard': () => import('../../../frontends/identity/src/me/WhoAmICard'),
  'profiles/routes': async () => ({ default: profilesRoutes }),
  'profiles/FeedbackForm': () => import('../../../frontends/profiles/src/feedback/FeedbackForm'),
  'projects/routes': async () => ({ default: projectsRoutes }),
};

export function registerAllRemotes(_origin: string): void {}

export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const load = EXPOSED[`${remote}/${exposed}`];
  if (!load) throw new Error(`${remote}/${exposed} is not compiled into this shell`);
  return (await load()) as T;
}

export function exposedComponentLoader(remote: RemoteName, exposed: string) {
  return async (): Promise<ComponentModule> => {
    const module = await loadExposed<Partial<ComponentModule>>(remote, exposed);
    if (!module.default) throw new Error(`${remote}/${exposed} has no default export`);
    return { default: module.default };
  };
}
