import { type ExtensionPoint, useExtensionRegistry } from '@filmcollab/web-kit';
import type { ReactNode } from 'react';
import { RemoteModule } from '../remotes/RemoteModule';

/**
 * The component the first ready remote declared for `point`, in its own error boundary (a
 * failing tab offers "Try again" and never blanks the hub), else `fallback`.
 */
export function HubExtension({ point, fallback }: { point: ExtensionPoint; fallback: ReactNode }) {
  const filler = useExtensionRegistry().find(point);
  if (!filler) return <>{fallback}</>;
  return (
    <div data-extension-point={point} className="contents">
      <RemoteModule remote={filler.remote} load={filler.load} />
    </div>
  );
}
