import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toastStore } from './toast/toast-store';

// Radix's toast is loaded with the first toast, not on every page's critical path.
const Toaster = lazy(() => import('./toast/Toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Mounted once by the shell: the toast area for every remote, loaded with the first toast and
 * kept from then on (F8 then reaches it). Tooltips bring their own TooltipProvider
 * (`@filmcollab/ui/tooltip`).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const hasToast = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot() !== null,
  );
  const [toasterWanted, setToasterWanted] = useState(hasToast);
  if (hasToast && !toasterWanted) setToasterWanted(true);
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
