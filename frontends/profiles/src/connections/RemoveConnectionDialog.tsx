import { ProfilesErrors } from '@filmcollab/contracts/profiles';
import { Button, showToast } from '@filmcollab/ui';
import { errorMessage, hasErrorCode } from '@filmcollab/web-kit';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useRemoveConnectionMutation } from '../api/profiles-api';

interface RemoveConnectionDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back when the question closes (the dialog has no trigger of its own). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The confirmation of 'Remove connection'. Built like Radix's AlertDialog (role `alertdialog`,
 * Cancel focused first, no dismissal by clicking outside) on the Dialog primitive the remote
 * already ships.
 */
export function RemoveConnectionDialog({
  userId,
  name,
  open,
  onOpenChange,
  returnFocusTo,
}: RemoveConnectionDialogProps) {
  const [removeConnection, { isLoading }] = useRemoveConnectionMutation();

  const remove = async () => {
    const result = await removeConnection(userId);
    if ('error' in result && !hasErrorCode(result.error, ProfilesErrors.NOT_CONNECTED)) {
      showToast({
        title: 'Error',
        description: errorMessage(result.error, 'Failed to remove connection. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    // NOT_CONNECTED: the other user ended it first; either way the connection is gone.
    onOpenChange(false);
    showToast({ title: 'Success', description: 'Connection removed' });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isLoading && onOpenChange(next)}>
      <Dialog.Portal>
        {/* Back into the scope of the remote's stylesheet (see FeedbackDialog). */}
        <div data-remote="profiles">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content
            role="alertdialog"
            onPointerDownOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-zinc-700 bg-zinc-900 p-6 text-zinc-100 shadow-xl"
          >
            <Dialog.Title className="text-lg font-semibold">
              Remove {name} from your connections?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-zinc-400">
              You can send a new connection request later.
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isLoading}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button onClick={() => void remove()} disabled={isLoading}>
                Remove
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
