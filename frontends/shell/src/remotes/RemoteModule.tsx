import { Spinner } from '@filmcollab/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { keptModule, loadAndKeep, type LoadModule } from './kept-modules';
import { useTrackPageLoad } from './page-loads';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteModuleProps {
  /**
   * The remote the component comes from: its stylesheet applies inside `[data-remote]`. None
   * for the shell's own pages loaded as chunks (`route-table.tsx`).
   */
  remote?: string;
  /** Must be stable (defined at module level or by the remote); `attempt` counts retries. */
  load: LoadModule;
  /**
   * A small piece inside the layout (a header icon): no spinner while loading and nothing
   * at all when it fails, instead of the page-sized "Try again" card.
   */
  inline?: boolean;
  /** What it shows while its code loads (unless given: a spinner, or nothing when inline). */
  fallback?: ReactNode;
}

/** Rendered next to the component inside Suspense: mounts once the component's code is there. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * One remote component in its own error boundary and Suspense; "Try again" reloads it. A
 * page-sized one counts as loading (`usePageLoading`) until its code is there, so the layout's
 * extensions wait for it.
 */
export function RemoteModule({ remote, load, inline = false, fallback }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(false);
  useTrackPageLoad(!inline && !shown);
  // Code a preload (or an earlier mount) already fetched renders without suspending.
  const loaded = attempt === 0 ? keptModule(load) : undefined;
  const Remote = useMemo(
    () => loaded?.default ?? lazy(() => loadAndKeep(load, attempt)),
    [loaded, load, attempt],
  );
  const markShown = useCallback(() => setShown(true), []);
  return (
    <div data-remote={remote} className="contents">
      <RemoteErrorBoundary key={attempt} silent={inline} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback ?? (inline ? null : <Spinner />)}>
          <Remote />
          {!inline && !shown && <Shown onShown={markShown} />}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
