import * as Dialog from '@radix-ui/react-dialog';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';
import FeedbackForm from './FeedbackForm';

/**
 * The layout's feedback dialog (shell extension point `layout.feedbackDialog`): a small
 * floating 'Feedback' button at the bottom-right that opens the feedback form.
 * Declared in `profiles/routes`.
 */
export default function FeedbackDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Send feedback"
        className="fixed right-3 bottom-3 z-40 rounded-full bg-amber-500 px-3 py-1.5 text-xs font-semibold text-zinc-950 shadow-lg transition-colors hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 sm:right-6 sm:bottom-6 sm:px-4 sm:py-2 sm:text-sm"
      >
        Feedback
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* The portal leaves the shell's `[data-remote='profiles']` wrapper; this element
            brings the dialog back into the scope of the remote's stylesheet (styles.css). */}
        <div data-remote="profiles">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          {/* The form's greeting is the description; no separate Description element. */}
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-zinc-700 bg-zinc-900 p-6 text-zinc-100 shadow-xl"
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-semibold">Feedback</Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="rounded-md px-2 text-xl leading-none text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-400"
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <FeedbackForm onSent={() => setOpen(false)} />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
