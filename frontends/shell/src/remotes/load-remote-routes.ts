import type { RemoteExtensions, RemoteRoute, RemoteRoutes } from '@filmcollab/web-kit';
import { loadExposed, type RemoteName } from './remote-registry';

/** What the shell knows of a remote after asking for its `./routes` module. */
export type LoadedRemote =
  | {
      name: RemoteName;
      status: 'ready';
      routes: readonly RemoteRoute[];
      extensions: RemoteExtensions;
    }
  | { name: RemoteName; status: 'failed' };

/** A remote that does not answer must not hold the first render of the page for long. */
export const REMOTE_ROUTES_TIMEOUT_MS = 8000;

type LoadRoutesModule = (
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

async function loadOne(
  name: RemoteName,
  reload: boolean,
  load: LoadRoutesModule,
): Promise<LoadedRemote> {
  try {
    const declared = (await withTimeout(load(name, { reload }), name)).default;
    if (!declared || !Array.isArray(declared.routes)) {
      throw new Error(`${name}/routes has no default export with routes`);
    }
    return {
      name,
      status: 'ready',
      routes: declared.routes,
      extensions: declared.extensions ?? {},
    };
  } catch (error) {
    console.error(`Remote ${name} could not be loaded`, error);
    return { name, status: 'failed' };
  }
}

/**
 * Asks every named remote for its small `./routes` module, all in parallel; never rejects.
 * A remote that fails is reported as `failed` and the rest of the shell still works.
 */
export function loadRemoteRoutes(
  names: readonly RemoteName[],
  { reload = false, load = loadRoutesModule }: { reload?: boolean; load?: LoadRoutesModule } = {},
): Promise<LoadedRemote[]> {
  return Promise.all(names.map((name) => loadOne(name, reload, load)));
}
