import type { ExtensionPoint } from '@filmcollab/web-kit';
import type { ReactNode } from 'react';
import { RemoteModule } from '../remotes/RemoteModule';
import { useRemotes } from '../remotes/remotes-context';

/**
 * The component the first ready remote declared for `point`, in its own error boundary (a
 * failing tab offers "Try again" and never blanks the hub), else `fallback`.
 */
export function HubExtension({ point, fallback }: { point: ExtensionPoint; fallback: ReactNode }) {
  const { remotes } = useRemotes();
  for (const remote of remotes) {
    const load = remote.status === 'ready' ? remote.extensions[point] : undefined;
    if (!load) continue;
    return (
      <div data-extension-point={point} className="contents">
        <RemoteModule remote={remote.name} load={load} />
      </div>
    );
  }
  return <>{fallback}</>;
}
