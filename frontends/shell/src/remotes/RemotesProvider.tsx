import { ExtensionRegistryContext, extensionRegistry } from '@filmcollab/web-kit';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadRemoteRoutes, type LoadedRemote } from './load-remote-routes';
import { RemotesContext } from './remotes-context';

/** Holds the remotes loaded at start; "Try again" asks the failed ones once more. */
export function RemotesProvider({
  initial,
  children,
}: {
  initial: readonly LoadedRemote[];
  children: ReactNode;
}) {
  const [remotes, setRemotes] = useState(initial);

  const retryFailed = useCallback(async () => {
    const failed = remotes.filter((remote) => remote.status === 'failed').map((r) => r.name);
    const reloaded = await loadRemoteRoutes(failed, { reload: true });
    setRemotes((current) =>
      current.map((remote) => reloaded.find((r) => r.name === remote.name) ?? remote),
    );
  }, [remotes]);

  const value = useMemo(() => ({ remotes, retryFailed }), [remotes, retryFailed]);
  // Remotes' pages find who fills their props-carrying extension points (`project.chat`) here.
  const registry = useMemo(() => extensionRegistry(remotes), [remotes]);
  return (
    <RemotesContext.Provider value={value}>
      <ExtensionRegistryContext.Provider value={registry}>
        {children}
      </ExtensionRegistryContext.Provider>
    </RemotesContext.Provider>
  );
}
