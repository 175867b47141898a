import type {
  ComponentModule,
  RemoteExtensions,
  RemoteRoute,
  RemoteRoutes,
} from '@filmcollab/web-kit';
import type { RemoteDescriptor } from './remote-descriptor';
import { loadExposed, type RemoteName } from './remote-registry';

/**
 * A remote as the shell knows it from its descriptor: its routes and the extension points it
 * fills, each of which fetches the remote's code (its `./routes` module, then the page or
 * component chunk) the first time it is rendered.
 */
export interface LoadedRemote {
  name: RemoteName;
  status: 'ready';
  routes: readonly RemoteRoute[];
  extensions: RemoteExtensions;
}

/** A remote that does not answer must not keep a page's spinner up for long. */
export const REMOTE_ROUTES_TIMEOUT_MS = 8000;

export type LoadRoutesModule = (
  remote: RemoteName,
  options: { reload: boolean },
) => Promise<{ default?: RemoteRoutes }>;

const loadRoutesModule: LoadRoutesModule = (remote, options) =>
  loadExposed<{ default?: RemoteRoutes }>(remote, 'routes', options);

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`${remote}/routes did not load within ${REMOTE_ROUTES_TIMEOUT_MS} ms`)),
      REMOTE_ROUTES_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type RemoteRoutesOf = (remote: RemoteName) => Promise<RemoteRoutes>;

/**
 * Fetches a remote's `./routes` module once, when the first of its pages or extensions is
 * needed, and keeps it. A failed attempt is forgotten, and the next one registers the remote
 * again so its manifest is fetched anew ("Try again").
 */
export function remoteRoutesLoader(load: LoadRoutesModule = loadRoutesModule): RemoteRoutesOf {
  const modules = new Map<RemoteName, Promise<RemoteRoutes>>();
  const failed = new Set<RemoteName>();
  return (remote) => {
    const known = modules.get(remote);
    if (known) return known;
    const module = withTimeout(load(remote, { reload: failed.has(remote) }), remote).then(
      ({ default: declared }) => {
        if (!declared || !Array.isArray(declared.routes))
          throw new Error(`${remote}/routes has no default export with routes`);
        failed.delete(remote);
        return declared;
      },
    );
    modules.set(remote, module);
    module.catch((error: unknown) => {
      console.error(`Remote ${remote} could not be loaded`, error);
      modules.delete(remote);
      failed.add(remote);
    });
    return module;
  };
}

/**
 * The remotes as their descriptors declare them, without fetching anything: every route's
 * `page` and every extension asks `routesOf` for the remote's `./routes` module and loads the
 * matching page or component from it.
 */
export function declaredRemotes(
  descriptors: Readonly<Partial<Record<RemoteName, RemoteDescriptor>>>,
  routesOf: RemoteRoutesOf,
): LoadedRemote[] {
  return (Object.entries(descriptors) as [RemoteName, RemoteDescriptor][]).map(
    ([name, descriptor]) => {
      const routes = descriptor.routes.map((route): RemoteRoute => ({
        path: route.path,
        access: route.access,
        layout: route.layout ?? true,
        page: async () => {
          const page = (await routesOf(name)).routes.find((r) => r.path === route.path)?.page;
          if (!page) throw new Error(`${name}/routes does not declare ${route.path}`);
          return page();
        },
      }));
      const extensions = Object.fromEntries(
        descriptor.extensions.map((point) => [
          point,
          async (): Promise<ComponentModule> => {
            const extensions = (await routesOf(name)).extensions as
              Record<string, () => Promise<ComponentModule>> | undefined;
            const load = extensions?.[point];
            if (!load) throw new Error(`${name}/routes does not fill ${point}`);
            return load();
          },
        ]),
      ) as RemoteExtensions;
      return { name, status: 'ready', routes, extensions };
    },
  );
}
