import { createContext, useContext } from 'react';
import type { LoadedRemote } from './load-remote-routes';

export interface RemotesState {
  remotes: readonly LoadedRemote[];
  /** Asks the remotes that failed for their routes again. */
  retryFailed: () => Promise<void>;
}

export const RemotesContext = createContext<RemotesState>({
  remotes: [],
  retryFailed: async () => undefined,
});

export function useRemotes(): RemotesState {
  return useContext(RemotesContext);
}
