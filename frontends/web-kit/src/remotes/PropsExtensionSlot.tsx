import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ExtensionErrorBoundary } from './ExtensionErrorBoundary';
import { useExtensionRegistry } from './extension-registry';
import type { PropsExtensionPoint, PropsExtensionPoints } from './remote-routes';

export interface PropsExtensionSlotProps<K extends PropsExtensionPoint> {
  name: K;
  props: PropsExtensionPoints[K];
  /** Shown while no remote fills the point. */
  fallback: ReactNode;
  /** Shown while the component's code loads. */
  loading?: ReactNode;
  /** Shown when the component fails to load or render. */
  failed: ReactNode;
}

/**
 * Renders the component another remote declared for a props-carrying extension point (the
 * first remote that fills it), inside that remote's style scope and its own error boundary.
 */
export function PropsExtensionSlot<K extends PropsExtensionPoint>({
  name,
  props,
  fallback,
  loading = null,
  failed,
}: PropsExtensionSlotProps<K>) {
  const extension = useExtensionRegistry().find(name);
  const load = extension?.load;
  const Extension = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!extension || !Extension) return <>{fallback}</>;
  return (
    <div data-remote={extension.remote} data-extension-point={name} className="contents">
      <ExtensionErrorBoundary failed={failed}>
        <Suspense fallback={loading}>
          <Extension {...props} />
        </Suspense>
      </ExtensionErrorBoundary>
    </div>
  );
}
