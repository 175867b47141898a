import { useEffect, useSyncExternalStore } from 'react';

/** How many page-sized remote components are still loading (see `RemoteModule`). */
let loading = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts a page-sized remote component as loading until the effect is cleaned up. */
export function useTrackPageLoad(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    loading += 1;
    changed();
    return () => {
      loading -= 1;
      changed();
    };
  }, [active]);
}

/** True while a page-sized remote component (a page, a hub tab) is still loading its code. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
