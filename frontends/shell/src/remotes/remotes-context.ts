import { createContext, useContext } from 'react';
import type { LoadedRemote } from './load-remote-routes';

export interface RemotesState {
  /** Every registered remote as its descriptor declares it (nothing fetched yet). */
  remotes: readonly LoadedRemote[];
}

export const RemotesContext = createContext<RemotesState>({ remotes: [] });

export function useRemotes(): RemotesState {
  return useContext(RemotesContext);
}
