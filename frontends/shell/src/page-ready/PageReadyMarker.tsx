import { usePageReady } from './use-page-ready';

/** Marks the page ready on every route, with or without layout extensions waiting for it. */
export function PageReadyMarker() {
  usePageReady();
  return null;
}
