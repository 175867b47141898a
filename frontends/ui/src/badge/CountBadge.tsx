import { cn } from '../cn';
import { formatBadgeCount } from './format-badge-count';

export interface CountBadgeProps {
  count: number;
  className?: string;
}

/** A small red unread counter ('99+' at most); renders nothing for zero. */
export function CountBadge({ count, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="count-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1',
        'text-[10px] leading-none font-bold text-white',
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
