import { Spinner } from '@filmcollab/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteComponentModule } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteModuleProps {
  /** Must be stable (defined at module level); `attempt` counts retries. */
  load: (attempt: number) => Promise<RemoteComponentModule>;
}

/** One remote component in its own error boundary and Suspense; "Try again" reloads it. */
export function RemoteModule({ load }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazy(() => load(attempt)), [load, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
