import { Button } from '@filmcollab/ui';
import { lazy, Suspense, useRef, useState } from 'react';

// The confirmation (Radix's dialog: focus scope, scroll lock, portal) loads when it is asked
// for: the profile page's critical path does without it.
const RemoveConnectionDialog = lazy(() =>
  import('./RemoveConnectionDialog').then(({ RemoveConnectionDialog }) => ({
    default: RemoveConnectionDialog,
  })),
);

interface RemoveConnectionButtonProps {
  userId: string;
  name: string;
}

/** 'Remove connection', which asks first (`RemoveConnectionDialog`). */
export function RemoveConnectionButton({ userId, name }: RemoveConnectionButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first time it is asked for, so closing it can give the focus back.
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Remove connection
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <RemoveConnectionDialog
            userId={userId}
            name={name}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
