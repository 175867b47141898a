import { ContestTexts } from '@filmcollab/contracts/contest';
import { Button } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useClaimVipMutation, useContestViewerQuery } from '../api/contest-api';
import { contestSessionId } from '../session/contest-session-id';

/**
 * 'Claim My VIP Spot': the click is logged (a failure is ignored, spec 01 §8) and the success
 * dialog always opens. A signed-in user who claimed sees that they are on the list.
 */
export function VipClaim() {
  const { status } = useAuth();
  const viewer = useContestViewerQuery(undefined, { skip: status !== 'authenticated' });
  const [claim] = useClaimVipMutation();
  const [open, setOpen] = useState(false);

  const onClaim = () => {
    setOpen(true);
    claim({ sessionId: contestSessionId() }).catch(() => undefined);
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={onClaim}>{ContestTexts.claimVip}</Button>
      {viewer.data?.vip.claimed ? (
        <p className="text-sm text-emerald-300">You're on the VIP priority list.</p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen} title={ContestTexts.vipClaimed} scope="contest">
        <p className="mb-4 text-zinc-300">
          You're on the VIP priority list: you can register 48 hours before public registration
          opens. No payment needed.
        </p>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
    </div>
  );
}
