import { Button } from '@filmcollab/ui';
import { useState } from 'react';
import { InviteModal } from './InviteModal';

/** The hub's 'Invite Friends to Join' button and the invite modal it opens (spec 02 §2). */
export default function InviteFriendsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Invite Friends to Join
      </Button>
      <InviteModal open={open} onOpenChange={setOpen} />
    </>
  );
}
