import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../cn';
import { toastStore } from './toast-store';

/** Spec 01 toast constants: 5000 ms, swipe right by 50 px, F8 focuses the toast area. */
export const TOAST_DURATION_MS = 5000;

export function Toaster({ children }: { children?: ReactNode }) {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {children}
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(toast.id);
          }}
          className={cn(
            'relative rounded-md border p-4 pr-8 shadow-lg',
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-900 text-red-50'
              : 'border-zinc-700 bg-zinc-900 text-zinc-100',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
          {toast.description && (
            <ToastPrimitive.Description className="text-sm">
              {toast.description}
            </ToastPrimitive.Description>
          )}
          {toast.action && (
            <ToastPrimitive.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              className="mt-2 rounded border border-current px-2 py-1 text-xs font-medium"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 text-sm">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-4 bottom-4 z-50 flex w-96 max-w-full flex-col gap-2"
      />
    </ToastPrimitive.Provider>
  );
}
