import { Spinner } from '@filmcollab/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteComponentModule } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteModuleProps {
  /** Must be stable (defined at module level); `attempt` counts retries. */
  load: (attempt: number) => Promise<RemoteComponentModule>;
  /**
   * A small piece inside the layout (a header icon): no spinner while loading and nothing
   * at all when it fails, instead of the page-sized "Try again" card.
   */
  inline?: boolean;
}

/** One remote component in its own error boundary and Suspense; "Try again" reloads it. */
export function RemoteModule({ load, inline = false }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazy(() => load(attempt)), [load, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} silent={inline} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={inline ? null : <Spinner />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
