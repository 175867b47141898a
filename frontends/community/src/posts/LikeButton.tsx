import { Button } from '@filmcollab/ui';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  busy: boolean;
  onToggle: () => void;
}

/** Like / unlike, with the count; pressed while the viewer likes the post. */
export function LikeButton({ liked, count, busy, onToggle }: LikeButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} (${count} ${count === 1 ? 'like' : 'likes'})`}
      disabled={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true" className={liked ? 'text-amber-400' : undefined}>
        {liked ? '♥' : '♡'}
      </span>{' '}
      {count}
    </Button>
  );
}
