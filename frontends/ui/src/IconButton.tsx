import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CountBadge } from './badge/CountBadge';
import { formatBadgeCount } from './badge/format-badge-count';
import { cn } from './cn';
import { Tooltip } from './tooltip/Tooltip';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Tooltip text and accessible name ('Messages', 'Notifications'). */
  label: string;
  /** Unread count shown as a badge capped at '99+'; nothing when 0 or absent. */
  count?: number;
  /** Renders the child element (a link, say) as the button; the icon goes in `icon`. */
  asChild?: boolean;
  icon: ReactNode;
  children?: ReactNode;
}

/**
 * A round header icon with a tooltip and an optional unread badge (the messaging and
 * notification remotes render their header controls with it).
 */
export function IconButton({
  label,
  count = 0,
  asChild = false,
  icon,
  children,
  className,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot : 'button';
  const name = count > 0 ? `${label} (${formatBadgeCount(count)} unread)` : label;
  return (
    <Tooltip content={label}>
      <Component
        aria-label={name}
        className={cn(
          'relative inline-flex size-9 items-center justify-center rounded-full text-zinc-300',
          'hover:bg-zinc-800 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-400',
          className,
        )}
        {...props}
      >
        <Slottable>{children}</Slottable>
        {icon}
        <CountBadge count={count} className="absolute -top-1 -right-1" />
      </Component>
    </Tooltip>
  );
}
