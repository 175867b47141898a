import { Button } from '@filmcollab/ui';
import { newPostsLabel } from '../community-texts';

/**
 * Says that others posted while the feed was open, politely (screen readers hear it once they are
 * idle), with a button that shows the new posts. The live region stays mounted so that its
 * changes are announced.
 */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" className="sticky top-2 z-10 flex justify-center">
      {count > 0 && (
        <Button type="button" className="rounded-full shadow-lg" onClick={onShow}>
          {newPostsLabel(count)}
        </Button>
      )}
    </div>
  );
}
