import { useEffect, useState } from 'react';

/** Not every browser has idle callbacks (Safari): those run the callback after load. */
type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** The longest a layout extension waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

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

/** False until the page has loaded and the browser had an idle moment (see `afterFirstPaint`). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}
