import { lazy, Suspense, useState } from 'react';
import type { ModalDialogProps } from './ModalDialog';

export type DialogProps = ModalDialogProps;

// Radix's dialog (focus scope, dismissable layer, scroll lock, portal, aria-hidden: about 10 KB
// compressed) loads the first time a dialog opens, not with every page that has a closed one.
const ModalDialog = lazy(() =>
  import('./ModalDialog').then(({ ModalDialog }) => ({ default: ModalDialog })),
);

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it, and
 * focus returns to what opened it (`ModalDialog`). Renders nothing until it first opens, then
 * stays mounted so that closing hands the focus back.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
