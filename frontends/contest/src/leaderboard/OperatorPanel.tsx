import type { ContestRound } from '@filmcollab/contracts/contest';
import { Button, showToast } from '@filmcollab/ui';
import { useAdvanceRoundMutation, useLazyVipListQuery } from '../api/contest-api';
import { vipCsv } from './vip-csv';

const NEXT_STAGE: Partial<Record<ContestRound['status'], string>> = {
  open: 'End submissions now',
  judging: 'End judging and freeze results',
};

/** Contest operators (realm role `contest-admin`): end a round's stage, export the VIP list. */
export function OperatorPanel({ round }: { round: ContestRound | null }) {
  const [advance, { isLoading }] = useAdvanceRoundMutation();
  const [loadVipList, vipList] = useLazyVipListQuery();
  const label = round ? NEXT_STAGE[round.status] : undefined;

  const onAdvance = async () => {
    if (!round) return;
    try {
      const next = await advance(round.id).unwrap();
      showToast({ title: `${next.title}: ${next.status}` });
    } catch {
      showToast({ title: 'The round could not be changed', variant: 'destructive' });
    }
  };

  const onExport = async () => {
    try {
      const list = await loadVipList().unwrap();
      const url = URL.createObjectURL(new Blob([vipCsv(list)], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'vip-list.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      showToast({ title: 'The VIP list could not be exported', variant: 'destructive' });
    }
  };

  return (
    <div role="group" aria-label="Contest operator" className="mb-3 flex flex-wrap gap-2">
      {label ? (
        <Button variant="secondary" disabled={isLoading} onClick={() => void onAdvance()}>
          {label}
        </Button>
      ) : null}
      <Button variant="secondary" disabled={vipList.isFetching} onClick={() => void onExport()}>
        Export VIP list
      </Button>
    </div>
  );
}
