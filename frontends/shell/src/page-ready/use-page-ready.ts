import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { usePageLoading } from '../remotes/page-loads';
import { PageReadinessContext } from './page-readiness-context';

interface ApiQueries {
  api?: { queries?: Record<string, { status?: string } | undefined> };
}

/** True while any request of the shared RTK Query api is under way (the page's data). */
function isApiBusy(state: ApiQueries): boolean {
  return Object.values(state.api?.queries ?? {}).some((query) => query?.status === 'pending');
}

/**
 * False until the page's own content has rendered — no page-sized remote code still loading,
 * no data request of the shared api pending — then true for good; the first component that
 * sees it marks the page ready (`PageReadiness`).
 */
export function usePageReady(): boolean {
  const readiness = useContext(PageReadinessContext);
  const ready = useSyncExternalStore(readiness.subscribe, readiness.isReady, readiness.isReady);
  const pageLoading = usePageLoading();
  const apiBusy = useSelector(isApiBusy);
  const settled = !pageLoading && !apiBusy;
  useEffect(() => {
    if (ready || !settled) return;
    // The effects of the commit that looked settled may start the page's data requests or a
    // remote's code; the render that follows cancels this frame.
    const frame = requestAnimationFrame(() => readiness.markReady());
    return () => cancelAnimationFrame(frame);
  }, [ready, settled, readiness]);
  return ready;
}
