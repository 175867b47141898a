import { useEffect, useState } from 'react';
import { usePageReady } from '../page-ready/use-page-ready';

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

/**
 * False until the page's own content has rendered (`usePageReady`), the document has loaded and
 * the browser had an idle moment — or PAGE_SETTLE_TIMEOUT_MS have passed (a page that never
 * settles) — then true for good. What waits for it is requested after the page-ready mark, off
 * the page's critical path.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  const pageReady = usePageReady();
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), PAGE_SETTLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  useEffect(() => {
    if (ready || !pageReady) return;
    return afterFirstPaint(() => setReady(true));
  }, [ready, pageReady]);
  return ready;
}
