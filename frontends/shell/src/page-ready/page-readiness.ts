/** Set on `<html>` once the first page's own content has rendered (the page-weight e2e waits for it). */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
/** The User Timing mark of the same moment: scripts requested before it are the critical path. */
export const PAGE_READY_MARK = 'filmcollab:page-ready';

/**
 * Whether the document's first page has shown its own content: its remote code is there and
 * its data requests are answered. Latched: once ready, the tab stays ready. What the layout
 * adds around the page (header icons, the feedback button) waits for it.
 */
export class PageReadiness {
  private ready = false;
  private readonly listeners = new Set<() => void>();

  isReady = (): boolean => this.ready;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once the page is ready, or after `ms` (a page that never settles). */
  readyWithin(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const stop = this.subscribe(done);
      if (this.ready) done();
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }

  markReady(): void {
    if (this.ready) return;
    this.ready = true;
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    performance.mark?.(PAGE_READY_MARK);
    for (const listener of this.listeners) listener();
  }
}

/** The page's one readiness (tests give each render its own through PageReadinessContext). */
export const pageReadiness = new PageReadiness();
