import { ProfilesErrors } from '@filmcollab/contracts/profiles';
import { Button, showToast } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage, hasErrorCode } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useRemoveConnectionMutation } from '../api/profiles-api';

interface RemoveConnectionButtonProps {
  userId: string;
  name: string;
}

/**
 * 'Remove connection' and its confirmation: the kit's alert dialog (Cancel focused first, no
 * dismissal by clicking outside), whose code loads the first time it opens.
 */
export function RemoveConnectionButton({ userId, name }: RemoveConnectionButtonProps) {
  const [open, setOpen] = useState(false);
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
    setOpen(false);
    showToast({ title: 'Success', description: 'Connection removed' });
  };

  return (
    <>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Remove connection
      </Button>
      <Dialog
        alert
        open={open}
        onOpenChange={(next) => !isLoading && setOpen(next)}
        title={`Remove ${name} from your connections?`}
        description="You can send a new connection request later."
        scope="profiles"
      >
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" disabled={isLoading} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => void remove()} disabled={isLoading}>
            Remove
          </Button>
        </div>
      </Dialog>
    </>
  );
}
