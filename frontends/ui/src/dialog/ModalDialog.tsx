import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from '../cn';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out with the title; leave out when the content explains itself. */
  description?: ReactNode;
  /**
   * The remote whose stylesheet styles the content: the portal leaves the shell's
   * `[data-remote]` wrapper, so the content is wrapped in one again (frontends/README § Styles).
   */
  scope?: string;
  /**
   * A question before an action that cannot be undone (like Radix's AlertDialog): role
   * `alertdialog`, no close button and no dismissal by clicking outside, so the focus starts on
   * the first of its own buttons (Cancel first); Escape still closes it.
   */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to what opened it. Loaded by `Dialog` the first time it opens.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  scope,
  alert = false,
  className,
  children,
}: ModalDialogProps) {
  // Opened from code (no Radix trigger), Radix would not return focus on close: remember the
  // element that had focus when it opened and give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <div data-remote={scope}>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <DialogPrimitive.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            role={alert ? 'alertdialog' : 'dialog'}
            onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
            onOpenAutoFocus={() => {
              opener.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
            className={cn(
              'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
              'rounded-lg border border-zinc-700 bg-zinc-900 p-6 text-zinc-100 shadow-xl',
              className,
            )}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <DialogPrimitive.Title className="text-lg font-semibold">
                  {title}
                </DialogPrimitive.Title>
                {description && (
                  <DialogPrimitive.Description className="text-sm text-zinc-400">
                    {description}
                  </DialogPrimitive.Description>
                )}
              </div>
              {!alert && (
                <DialogPrimitive.Close
                  aria-label="Close"
                  className="rounded-md px-2 text-xl leading-none text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <span aria-hidden="true">×</span>
                </DialogPrimitive.Close>
              )}
            </div>
            {children}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
