import { createContext, useContext } from 'react';
import type { PropsExtensionPoint, RemoteExtensions } from './remote-routes';

/** The component that fills an extension point, and the remote it comes from. */
export interface FoundExtension<K extends keyof RemoteExtensions> {
  remote: string;
  load: NonNullable<RemoteExtensions[K]>;
}

/** The component that fills a props-carrying extension point, and the remote it comes from. */
export type PropsExtension<K extends PropsExtensionPoint> = FoundExtension<K>;

/** Which remote fills which extension point (the first one that declares it). */
export interface ExtensionRegistry {
  find<K extends keyof RemoteExtensions>(name: K): FoundExtension<K> | undefined;
}

/** A remote as the shell knows it after loading its `./routes` module. */
export interface RegistryRemote {
  name: string;
  status: string;
  extensions?: RemoteExtensions;
}

/** The registry of the remotes that loaded; failed remotes fill nothing. */
export function extensionRegistry(remotes: readonly RegistryRemote[]): ExtensionRegistry {
  return {
    find(name) {
      for (const remote of remotes) {
        const load = remote.status === 'ready' ? remote.extensions?.[name] : undefined;
        if (load) return { remote: remote.name, load };
      }
      return undefined;
    },
  };
}

/**
 * Provided by the shell, which loads every remote's `./routes`; a remote's page reads it to find
 * who fills its extension points (web-kit is a shared singleton, so it is the same context).
 */
export const ExtensionRegistryContext = createContext<ExtensionRegistry>(extensionRegistry([]));

export function useExtensionRegistry(): ExtensionRegistry {
  return useContext(ExtensionRegistryContext);
}
