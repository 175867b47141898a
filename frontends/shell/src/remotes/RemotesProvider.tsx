import { ExtensionRegistryContext, extensionRegistry } from '@filmcollab/web-kit';
import { useMemo, type ReactNode } from 'react';
import type { LoadedRemote } from './load-remote-routes';
import { RemotesContext } from './remotes-context';

/** The registered remotes, for the route table, the layout's slots and remotes' own pages. */
export function RemotesProvider({
  remotes,
  children,
}: {
  remotes: readonly LoadedRemote[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ remotes }), [remotes]);
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
