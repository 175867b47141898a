import { Dialog } from '@filmcollab/ui/dialog';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';
import FeedbackForm from './FeedbackForm';

/**
 * The layout's feedback dialog (shell extension point `layout.feedbackDialog`): a small
 * floating 'Feedback' button at the bottom-right that opens the feedback form in the kit's
 * dialog. Declared in `profiles/routes`.
 */
export default function FeedbackDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;

  return (
    <>
      <button
        type="button"
        aria-label="Send feedback"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="fixed right-3 bottom-3 z-40 rounded-full bg-amber-500 px-3 py-1.5 text-xs font-semibold text-zinc-950 shadow-lg transition-colors hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 sm:right-6 sm:bottom-6 sm:px-4 sm:py-2 sm:text-sm"
      >
        Feedback
      </button>
      {/* The form's greeting is the description; no separate Description element. */}
      <Dialog open={open} onOpenChange={setOpen} title="Feedback" scope="profiles">
        <FeedbackForm onSent={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
