import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { usePageLoading } from '../remotes/page-loads';

/** Not every browser has idle callbacks (Safari): those run the callback after load. */
type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** The longest a layout extension waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** The longest a layout extension waits for the page (a page that never settles, a failure). */
export const PAGE_SETTLE_TIMEOUT_MS = 5000;

/**
 * Calls `callback` once the page has loaded and the browser is idle, so what it starts stays
 * off the page's critical path; returns a cancel function.
 */
export function afterFirstPaint(callback: () => void): () => void {
  const view: IdleWindow = window;
  let cancelIdle = () => undefined as void;
  const whenIdle = () => {
    if (view.requestIdleCallback && view.cancelIdleCallback) {
      const handle = view.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => view.cancelIdleCallback?.(handle);
    } else {
      const timer = setTimeout(callback, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

interface ApiQueries {
  api?: { queries?: Record<string, { status?: string } | undefined> };
}

/** True while any request of the shared RTK Query api is under way (the page's data). */
function useApiBusy(): boolean {
  return useSelector((state: ApiQueries) =>
    Object.values(state.api?.queries ?? {}).some((query) => query?.status === 'pending'),
  );
}

/**
 * False until the page has settled — its remote code is there, its data requests are answered,
 * the document has loaded and the browser had an idle moment — or PAGE_SETTLE_TIMEOUT_MS have
 * passed; then true for good. What waits for it stays off the page's critical path.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  const pageLoading = usePageLoading();
  const apiBusy = useApiBusy();
  const settled = !pageLoading && !apiBusy;
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), PAGE_SETTLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  useEffect(() => {
    if (ready || !settled) return;
    return afterFirstPaint(() => setReady(true));
  }, [ready, settled]);
  return ready;
}
