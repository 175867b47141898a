import { ContestTexts } from '@filmcollab/contracts/contest';
import { Button, showToast } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { useState } from 'react';
import { useDeleteFilmMutation } from '../api/contest-api';

/** The owner's delete control: confirm with the spec's text, then the film goes. */
export function DeleteFilmButton({ filmId, title }: { filmId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [deleteFilm, { isLoading }] = useDeleteFilmMutation();

  const onConfirm = async () => {
    try {
      await deleteFilm(filmId).unwrap();
      setOpen(false);
      showToast({ title: ContestTexts.deleted });
    } catch {
      setOpen(false);
      showToast({ title: ContestTexts.deleteFailed, variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete film"
        description={ContestTexts.deleteConfirm(title)}
        scope="contest"
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => void onConfirm()} disabled={isLoading}>
            {isLoading ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
