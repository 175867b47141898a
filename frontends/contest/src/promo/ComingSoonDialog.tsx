import { ContestTexts } from '@filmcollab/contracts/contest';
import { Dialog } from '@filmcollab/ui/dialog';

/** Spec 01 §2: the promo page has a 'Coming Soon!' dialog that no visible control opens. */
export function ComingSoonDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={ContestTexts.comingSoon} scope="contest">
      <p className="text-zinc-300">This is on its way. Check back soon.</p>
    </Dialog>
  );
}
